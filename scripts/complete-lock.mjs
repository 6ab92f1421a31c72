// The npm registry reachable here lacks some platform builds that Astro's compiler and Tailwind's
// oxide list as optional dependencies (darwin, windows, android…). `npm install` skips them, but
// then `npm ci` refuses the lock ("Missing: … from lock file"). This adds a lock entry for each,
// marked optional and tied to its os/cpu, so `npm ci` accepts the lock and skips them on Linux.
// Run after changing dependencies: `node scripts/complete-lock.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const packages = lock.packages;
const PLATFORM =
  /-(android|darwin|linux|freebsd|win32|wasm32)-(arm64|x64|arm|ia32|wasi)(?:-(gnu|musl|msvc|gnueabihf))?$/;
let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = path ? `${path}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[`node_modules/${name}`] || packages[base]) continue;
    const match = PLATFORM.exec(name);
    if (!match) continue;
    const [, os, cpu, libc] = match;
    packages[`node_modules/${name}`] = {
      version,
      optional: true,
      ...(os === 'wasm32' ? { cpu: ['wasm32'] } : { os: [os], cpu: [cpu] }),
      ...(libc === 'gnu' || libc === 'musl' ? { libc: [libc === 'gnu' ? 'glibc' : 'musl'] } : {}),
    };
    added++;
  }
}
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lock: added ${added} platform entries`);
