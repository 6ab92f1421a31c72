// Figures `npm run bench` reports beside throughput: the calendar's time and size, and memory.
import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';

/** One cold and `runs` warm fetches of the calendar from `from` to `to`, in order. */
export async function calendarTiming(origin, from, to, runs = 15) {
  const url = `${origin}/api/Availability?propertyId=GRANDLDN&fromDate=${from}&toDate=${to}`;
  const timed = async () => {
    const started = performance.now();
    const response = await fetch(url);
    const body = await response.text();
    if (!response.ok) throw new Error(`calendar answered ${response.status}`);
    return { ms: performance.now() - started, body };
  };
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

/** Resident memory of the server and its cluster workers (Linux `ps`), in MB. */
export function serverMemory(pid) {
  const out = execFileSync('ps', ['-o', 'rss=', '--pid', String(pid), '--ppid', String(pid)], {
    encoding: 'utf8',
  });
  const kilobytes = out
    .split('\n')
    .map(Number)
    .filter((n) => n > 0);
  return {
    rssMb: Math.round(kilobytes.reduce((sum, kb) => sum + kb, 0) / 1024),
    processes: kilobytes.length,
  };
}
