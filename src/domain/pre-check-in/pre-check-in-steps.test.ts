import { describe, expect, it } from 'vitest';
import {
  nextPreCheckInStep,
  PreCheckInStep,
  type PreCheckInEvent,
  type PreCheckInPosition,
  type PreCheckInProgress,
} from './pre-check-in-steps.ts';

const r = (reviewed: boolean, ...guests: boolean[]) => ({
  reviewed,
  guests: guests.map((g) => ({ reviewed: g })),
});
const fresh: PreCheckInProgress = {
  hasBooker: true,
  rooms: [r(false, false, false), r(false, false)],
};
const at = (step: PreCheckInStep, roomIndex?: number, guestIndex?: number): PreCheckInPosition => ({
  step,
  ...(roomIndex === undefined ? {} : { roomIndex }),
  ...(guestIndex === undefined ? {} : { guestIndex }),
});
const go: PreCheckInEvent = { type: 'continue' };

describe('pre-check-in steps (spec §4)', () => {
  it.each<[string, PreCheckInPosition, PreCheckInEvent, PreCheckInProgress, PreCheckInPosition]>([
    ['start opens Start', at('None'), { type: 'start' }, fresh, at('Start')],
    ['Start → Booker when there is a booker', at('Start'), go, fresh, at('Booker')],
    [
      'Start → first room without a booker',
      at('Start'),
      go,
      { ...fresh, hasBooker: false },
      at('Room', 0),
    ],
    ['Booker → first room', at('Booker'), go, fresh, at('Room', 0)],
    [
      'Room → its first unreviewed guest',
      at('Room', 0),
      go,
      { ...fresh, rooms: [r(true, false, false), r(false, false)] },
      at('Guest', 0, 0),
    ],
    [
      'Guest → the next guest',
      at('Guest', 0, 0),
      go,
      { ...fresh, rooms: [r(true, true, false), r(false, false)] },
      at('Guest', 0, 1),
    ],
    [
      'last guest of a room → next room',
      at('Guest', 0, 1),
      go,
      { ...fresh, rooms: [r(true, true, true), r(false, false)] },
      at('Room', 1),
    ],
    [
      'reviewed guests are skipped',
      at('Room', 1),
      go,
      { ...fresh, rooms: [r(true, true, true), r(true, true, false)] },
      at('Guest', 1, 1),
    ],
    [
      'a room without guests moves on',
      at('Room', 0),
      go,
      { ...fresh, rooms: [r(true), r(false)] },
      at('Room', 1),
    ],
    [
      'everything reviewed → Summary',
      at('Guest', 1, 0),
      go,
      { ...fresh, rooms: [r(true, true), r(true, true)] },
      at('Summary'),
    ],
    ['save success → Complete', at('Summary'), { type: 'saveSucceeded' }, fresh, at('Complete')],
    [
      'save success elsewhere changes nothing',
      at('Room', 0),
      { type: 'saveSucceeded' },
      fresh,
      at('Room', 0),
    ],
    ['Complete stays', at('Complete'), go, fresh, at('Complete')],
    ['start again mid-way changes nothing', at('Booker'), { type: 'start' }, fresh, at('Booker')],
  ])('%s', (_label, position, event, progress, expected) => {
    expect(nextPreCheckInStep(position, event, progress)).toEqual(expected);
  });

  it('walks a whole reservation as guests are reviewed', () => {
    const rooms = [r(false, false), r(false)];
    const progress = (): PreCheckInProgress => ({ hasBooker: false, rooms });
    const steps: string[] = [];
    let position = nextPreCheckInStep(at('None'), { type: 'start' }, progress());
    while (position.step !== PreCheckInStep.Summary) {
      position = nextPreCheckInStep(position, go, progress());
      steps.push(`${position.step}${position.roomIndex ?? ''}${position.guestIndex ?? ''}`);
      const room = position.roomIndex === undefined ? undefined : rooms[position.roomIndex];
      if (room && position.step === 'Room')
        rooms[position.roomIndex ?? 0] = { ...room, reviewed: true };
      if (room && position.step === 'Guest')
        rooms[position.roomIndex ?? 0] = {
          ...room,
          guests: room.guests.map((g, i) => (i === position.guestIndex ? { reviewed: true } : g)),
        };
    }
    expect(steps).toEqual(['Room0', 'Guest00', 'Room1', 'Summary']);
  });
});
