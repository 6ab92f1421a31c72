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
 * shown only when asked for (`DEMO_MODE=on`), or — with `DEMO_MODE` unset — while the server
 * listens on loopback only (`HOST`, 127.0.0.1 by default: `npm start` on a laptop). A server on a
 * public address never shows it unless told to; `DEMO_MODE=off` hides it everywhere.
 */
export function isDemoMode(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env['DEMO_MODE']?.trim().toLowerCase() ?? '';
  if (ON.has(value)) return true;
  if (OFF.has(value)) return false;
  return isLoopbackHost(env['HOST'] ?? '127.0.0.1');
}
