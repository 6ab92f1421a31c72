import { lazy, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { whenIdle } from '../../components/when-idle.ts';
import { t } from '../../i18n/rooms-messages.ts';
import type * as StepModule from './steps.ts';

// Shown only once a room is chosen: kept out of the first page load.
export const loadRunningBasket = () =>
  import('./RunningBasket.tsx').then((module) => ({ default: module.RunningBasket }));
// The server draws it at once: a part that suspends while the server renders makes React stream
// inline scripts, which the pages' content security policy refuses.
export const RunningBasket = import.meta.env.SSR
  ? (await loadRunningBasket()).default
  : lazy(loadRunningBasket);
// The steps after a room is chosen, and their texts, load once the page is up rather than with it:
// a guest reading the rates does not wait for them, and they are in place by the first choice.
let steps: typeof StepModule | null = null;
const loadSteps = () =>
  import('./steps.ts').then((module) => {
    steps = module;
  });

/** The steps' module, or null while it loads: then it starts loading, and calls `then` once loaded. */
export function laterSteps(then: () => void): typeof StepModule | null {
  if (!steps) void loadSteps().then(then);
  return steps;
}

/**
 * The steps' module once loaded (null before), and what a step drawn without it shows instead
 * (a pair: no names to ship).
 * `stepsWanted`: the basket is at a step after the room lists, so the module loads at once.
 */
export function useLaterSteps(
  stepsWanted: boolean,
  heading: RefObject<HTMLDivElement | null>,
): readonly [Steps: typeof StepModule | null, stepsLoading: () => ReactNode] {
  // Their code loads when the page is idle, not in the task that makes it live (its imports' preload
  // links alone are ~20 ms on a phone); a step asked for before then loads at once.
  useEffect(() => whenIdle(() => void loadRunningBasket()), []);
  // Loaded at idle, the module is only kept for the next render: telling React then would draw
  // every room card again, to the same page (~300 components). Only a step drawn without it asks.
  const Steps = steps;
  const [, setStepsLoaded] = useState(false);
  useEffect(() => {
    if (Steps) return undefined;
    if (!stepsWanted) return whenIdle(() => void loadSteps());
    void loadSteps().then(() => setStepsLoaded(true));
    return undefined;
  }, [Steps, stepsWanted]);
  // A step chosen before its code arrived shows "Loading…"; its heading takes focus once it is drawn.
  const waitedForSteps = useRef(false);
  useEffect(() => {
    if (!Steps || !waitedForSteps.current) return;
    waitedForSteps.current = false;
    heading.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [Steps]);
  const stepsLoading = () => {
    waitedForSteps.current = true;
    return <p role="status">{t('rooms.loading')}</p>;
  };
  return [Steps, stepsLoading];
}
