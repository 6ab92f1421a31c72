// Server throughput and latency under concurrent load (autocannon, 10 connections), against the
// built server on PGlite in a new data folder, as `npm start` keeps it (restarted once after it
// made the database) — or, with DATABASE_URL set, on that PostgreSQL with one worker per core.
// Also the 36-month calendar's time and size, and the server's memory at its start, after the load
// and once it has been idle a while. Prints tables for docs/performance.md.
// Usage: npm run build && npm run bench [-- --seconds 10] [--only <part of a target's name>]
import os from 'node:os';
import autocannon from 'autocannon';
import { withBuiltServer } from '../src/entry/measure/built-server.ts';
import {
  calendarAfterBookings,
  calendarTiming,
  serverAllocator,
  serverMemory,
} from './lib/bench-figures.mjs';
import { daysAhead as day } from '../src/entry/measure/demo-links.ts';

const argument = (name) =>
  process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined;
const seconds = Number(argument('--seconds')) || 10;
// While working on one figure: `--only distinct` runs just the targets whose name contains it.
const only = argument('--only');
const WARM_UP_SECONDS = 3;
const IDLE_SECONDS = 12;
const search = {
  PropertyId: 'GRANDLDN',
  DateFrom: day(40),
  DateTo: day(42),
  Rooms: [{ NumberOfAdults: 2, NumberOfChildren: 0, NumberOfInfants: 0 }],
};

// One stay, two adults 40 days ahead, asked for again and again (the page micro-cache serves it).
const ONE_STAY = `/Book/GRANDLDN/Rooms-And-Rates?arrive=${day(40)}&depart=${day(42)}&rooms=2-0-0`;

const TARGETS = [
  { name: 'GET /Book/GRANDLDN', path: '/Book/GRANDLDN' },
  { name: 'GET /Book/GRANDLDN/Rooms-And-Rates', path: ONE_STAY },
  // The same as a browser asks for it, Brotli-compressed: compressing a page costs about as much as
  // rendering it (autocannon asks for no encoding unless told).
  {
    name: 'GET /Book/GRANDLDN/Rooms-And-Rates, Brotli',
    path: ONE_STAY,
    headers: { 'accept-encoding': 'br' },
  },
  // A different stay on every request: what rendering costs when the micro-cache cannot help.
  {
    name: 'GET /Book/GRANDLDN/Rooms-And-Rates, distinct stays',
    path: '/Book/GRANDLDN/Rooms-And-Rates',
    vary: true,
  },
  {
    name: 'GET /Book/GRANDLDN/Rooms-And-Rates, distinct stays, Brotli',
    path: '/Book/GRANDLDN/Rooms-And-Rates',
    headers: { 'accept-encoding': 'br' },
    vary: true,
  },
  {
    name: 'POST /api/Availability/Search',
    path: '/api/Availability/Search',
    method: 'POST',
    body: JSON.stringify(search),
    headers: { 'content-type': 'application/json' },
  },
  { name: 'GET /api/Property/GRANDLDN', path: '/api/Property/GRANDLDN' },
];

const onDisk = !process.env.DATABASE_URL;
// A target's requests for `duration` seconds over 10 connections (`extra`: autocannon's options).
const load = (origin, target, duration, extra = {}) =>
  autocannon({
    url: origin + target.path,
    method: target.method ?? 'GET',
    body: target.body,
    headers: target.headers,
    connections: 10,
    duration,
    ...extra,
  });
// On PGlite the measured server is a second start on a database a first one made: creating it
// (initdb, migrations, 36 months of demo nights) leaves memory behind that a hotel's server holds
// only until its first restart. The first start's memory is printed too.
let firstStart = null;
const mb = (memory) => `${memory.rssMb} MB RSS, ${memory.pssMb} MB PSS`;
await withBuiltServer(
  4470,
  async (origin, pid) => {
    const atStart = serverMemory(pid);
    const allocator = serverAllocator(pid);
    const rows = [];
    for (const target of TARGETS.filter((t) => !only || t.name.includes(only))) {
      // Warm-up: first renders compile templates and fill caches, and V8 optimises the hot code in
      // its first seconds; a server that has run a while is what guests meet, so that is measured.
      await load(origin, target, WARM_UP_SECONDS);
      // Distinct stays: arrival day × nights × adults, 7,200 combinations in order, so no stay comes
      // round again within a run (the micro-cache keeps a results page for 2 s); hits are counted.
      let n = 0;
      let hits = 0;
      const setupRequest = target.vary
        ? (request) => {
            const arrive = 30 + (n % 900);
            const nights = 1 + (Math.floor(n / 900) % 4);
            const adults = 1 + (Math.floor(n / 3600) % 2);
            n += 1;
            return {
              ...request,
              path: `${target.path}?arrive=${day(arrive)}&depart=${day(arrive + nights)}&rooms=${adults}-0-0`,
            };
          }
        : undefined;
      const onResponse = (_status, _body, _context, headers) => {
        if (headers['x-page-cache'] === 'hit') hits += 1;
      };
      const result = await load(
        origin,
        target,
        seconds,
        setupRequest ? { requests: [{ setupRequest, onResponse }] } : {},
      );
      rows.push({
        name: target.name,
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.non2xx,
        cacheHits: target.vary ? hits : null,
      });
    }
    // The whole window the calendar may ask for: today to 36 months on (spec §9).
    const months36 = new Date();
    months36.setUTCMonth(months36.getUTCMonth() + 36);
    const lastNight = months36.toISOString().slice(0, 10);
    const calendar = await calendarTiming(origin, day(0), lastNight);
    // Bookings write to the database: only on the bench's own new one.
    const afterBookings = process.env.DATABASE_URL
      ? null
      : await calendarAfterBookings(origin, day(0), lastNight);
    const memory = serverMemory(pid);
    // V8 keeps the load's garbage until the server has been idle a few seconds (its memory reducer),
    // and then gives most of it back: what a hotel's server holds between bursts.
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
    const idle = serverMemory(pid);
    const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
    const database = process.env.DATABASE_URL
      ? `PostgreSQL, ${Number(process.env.WORKERS) || os.availableParallelism()} workers`
      : 'PGlite in a data folder made by a first start, one worker';
    console.log(
      `\nMachine: ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${allocator}; ${database}; ${seconds} s per target after ${WARM_UP_SECONDS} s of warm-up, 10 connections\n`,
    );
    console.log('| target | req/s | p50 ms | p99 ms | errors |');
    console.log('| --- | ---: | ---: | ---: | ---: |');
    for (const r of rows)
      console.log(`| ${r.name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${r.errors} |`);
    for (const r of rows.filter((row) => row.cacheHits !== null))
      console.log(`\n${r.name}: ${r.cacheHits} answers came from the page micro-cache`);
    console.log(
      `\n36-month GET /api/Availability for GRANDLDN: first ${calendar.firstMs} ms, then median ${calendar.medianMs} ms of ${calendar.runs} (${calendar.gzipKb} kB gzip, ${calendar.nights} nights)`,
    );
    if (afterBookings)
      console.log(
        `The same calendar right after a booking: median ${afterBookings.medianMs} ms, at most ${afterBookings.maxMs} ms (${afterBookings.bookings} bookings)`,
      );
    console.log(
      `Server memory after the load: ${mb(memory)} (shared pages counted once) over ${memory.processes} process(es); ${mb(atStart)} at its start`,
    );
    console.log(`The same ${IDLE_SECONDS} s later, without requests: ${mb(idle)}`);
    if (firstStart)
      console.log(`The first start, which made the database, at its start: ${mb(firstStart)}`);
  },
  {
    onDisk,
    onFirstStart: onDisk
      ? (pid) => {
          firstStart = serverMemory(pid);
        }
      : undefined,
  },
);
