import { createHash, timingSafeEqual } from 'node:crypto';
import { HttpError } from '../http/errors.ts';

/**
 * Operator calls (cache flush) need `Authorization: Bearer <ADMIN_KEY>`. Without an `ADMIN_KEY`
 * configured nobody may make them. Compared in constant time over hashes (lengths may differ).
 */
export function assertAdmin(request: Request, env: NodeJS.ProcessEnv = process.env): void {
  const key = env['ADMIN_KEY']?.trim();
  const given = /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]?.trim();
  const digest = (text: string) => createHash('sha256').update(text).digest();
  if (!key || !given || !timingSafeEqual(digest(key), digest(given))) {
    throw new HttpError(401, 'This operation needs the administrator key.');
  }
}
