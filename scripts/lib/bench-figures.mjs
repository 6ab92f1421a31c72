// Figures `npm run bench` reports beside throughput: the calendar's time and size, and memory.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { daysAhead } from '../../src/entry/measure/demo-links.ts';

/** A timed fetch of GRANDLDN's calendar from `from` to `to`. */
function calendarCall(origin, from, to) {
  const url = `${origin}/api/Availability?propertyId=GRANDLDN&fromDate=${from}&toDate=${to}`;
  return async () => {
    const started = performance.now();
    const response = await fetch(url);
    const body = await response.text();
    if (!response.ok) throw new Error(`calendar answered ${response.status}`);
    return { ms: performance.now() - started, body };
  };
}

/** One cold and `runs` warm fetches of the calendar from `from` to `to`, in order. */
export async function calendarTiming(origin, from, to, runs = 15) {
  const timed = calendarCall(origin, from, to);
  const first = await timed();
  const warm = [];
  for (let i = 0; i < runs; i++) warm.push((await timed()).ms);
  warm.sort((a, b) => a - b);
  return {
    firstMs: Math.round(first.ms),
    medianMs: Math.round(warm[Math.floor(runs / 2)] * 10) / 10,
    runs,
    gzipKb: Math.round(gzipSync(first.body).length / 102.4) / 10,
    nights: JSON.parse(first.body).length,
  };
}

/**
 * The calendar right after each of `bookings` bookings (made as the checkout makes them, one night
 * each, 100+ days ahead): a booking drops the months it wrote from the server's in-memory nights,
 * so this is what the first guest to open the calendar after one waits. In-memory database only.
 */
export async function calendarAfterBookings(origin, from, to, bookings = 5) {
  const { bookingRequest } = await import('../../src/server/testing/booking-kit.ts');
  // booking-kit calls the API with Requests for its own origin: send them to the server measured.
  const api = {
    fetch: (request) => {
      const url = new URL(request.url);
      return fetch(new Request(`${origin}${url.pathname}${url.search}`, request));
    },
  };
  const timed = calendarCall(origin, from, to);
  const times = [];
  for (let index = 0; index < bookings; index++) {
    const body = await bookingRequest(api, {
      dateFrom: daysAhead(100 + index * 3),
      dateTo: daysAhead(101 + index * 3),
      rooms: [{ roomType: 'CLDBL', ratePlan: 'FLEX' }],
      today: daysAhead(0),
      bookerEmail: `bench.${index}@example.com`,
    });
    const booked = await fetch(`${origin}/api/Reservation/Create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const { Status } = await booked.json();
    if (Status !== 'Confirmed') throw new Error(`the bench's booking was ${Status}`);
    times.push((await timed()).ms);
  }
  times.sort((a, b) => a - b);
  return {
    bookings,
    medianMs: Math.round(times[Math.floor(bookings / 2)]),
    maxMs: Math.round(times.at(-1)),
  };
}

/** The server's process and its cluster workers (Linux), each with its resident set in kB (`ps`). */
function serverProcesses(pid) {
  const out = execFileSync('ps', ['-o', 'pid=,rss=', '--pid', String(pid), '--ppid', String(pid)], {
    encoding: 'utf8',
  });
  return out
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number))
    .filter(([id, kilobytes]) => id > 0 && kilobytes > 0);
}

/**
 * The server's memory, its cluster workers' included (Linux), in MB: the sum of their resident
 * sets (`ps`), and of their proportional sets (`/proc/<pid>/smaps_rollup`), which count a page
 * the processes share (the Node binary's code) once rather than once per process.
 */
export function serverMemory(pid) {
  const processes = serverProcesses(pid);
  const sum = (kilobytes) => Math.round(kilobytes.reduce((total, kb) => total + kb, 0) / 1024);
  return {
    rssMb: sum(processes.map(([, kilobytes]) => kilobytes)),
    pssMb: sum(processes.map(([id]) => proportionalKilobytes(id))),
    processes: processes.length,
  };
}

function proportionalKilobytes(pid) {
  const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
  return Number(/^Pss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0);
}

/** The malloc the server's workers run on: jemalloc when the server could preload it (NODE_ALLOCATOR). */
export function serverAllocator(pid) {
  const preloaded = serverProcesses(pid).some(([id]) =>
    readFileSync(`/proc/${id}/maps`, 'utf8').includes('/libjemalloc.'),
  );
  return preloaded ? 'jemalloc' : "glibc's malloc";
}
