/**
 * Demo mode (`DEMO_MODE`, on unless set to off/false/0): the development page `/dev/outbox` and its
 * API list the outbox, links included, so the demo works without a mail server. A live site must
 * turn it off: the outbox holds password reset links.
 */
export function isDemoMode(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env['DEMO_MODE']?.trim().toLowerCase();
  return !(value === 'off' || value === 'false' || value === '0' || value === 'no');
}
