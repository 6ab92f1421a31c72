import { trustsProxy } from '../../serving/public-origin.ts';

const ON = new Set(['on', 'true', '1', 'yes']);
const OFF = new Set(['off', 'false', '0', 'no']);

/** Whether a listen address only this machine can reach (127.0.0.0/8, ::1, localhost). */
export function isLoopbackHost(host: string | undefined): boolean {
  const value = (host ?? '')
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  return value === 'localhost' || value === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(value);
}

/**
 * Demo mode: the development page `/dev/outbox` and its API list the outbox, links included, so
 * the demo works without a mail server. The outbox holds password-reset and manage links, so it is
 * shown only when asked for (`DEMO_MODE=on`), or — with `DEMO_MODE` unset — while the site is
 * reachable from this machine only: it listens on loopback (`HOST`, 127.0.0.1 by default: `npm
 * start` on a laptop), has no public origin elsewhere and trusts no proxy. A proxy on the same
 * machine forwards the world to a loopback listener, so `PUBLIC_ORIGIN` and `TRUST_PROXY` say
 * more about who can reach the site than `HOST` does. `DEMO_MODE=off` hides it everywhere, and
 * starts live: no demo data is seeded (hotel-file/live-start.ts).
 */
export function isDemoMode(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env['DEMO_MODE']?.trim().toLowerCase() ?? '';
  if (ON.has(value)) return true;
  if (OFF.has(value)) return false;
  if (trustsProxy(env) || !isLoopbackOrigin(env['PUBLIC_ORIGIN'])) return false;
  return isLoopbackHost(env['HOST'] ?? '127.0.0.1');
}

/** Whether a public origin (unset counts) names this machine only; one that cannot be read does not. */
function isLoopbackOrigin(origin: string | undefined): boolean {
  if (!origin?.trim()) return true;
  return URL.canParse(origin.trim()) && isLoopbackHost(new URL(origin.trim()).hostname);
}
