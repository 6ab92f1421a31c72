import fs from 'node:fs';
import path from 'node:path';

/** Name of the lock file inside a PGlite data folder. */
export const LOCK_FILE_NAME = '.stayfront.lock';

/** Folders this process holds, so a second open in the same process is refused too. */
const heldByThisProcess = new Set<string>();

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

export interface DataDirLock {
  readonly lockPath: string;
  release(): void;
}

/**
 * Takes the data folder for this process. PGlite has no cross-process lock and two processes on one
 * folder corrupt it (pglite#1106), so we refuse when another live process holds the lock file, and take
 * over a lock left by a process that no longer exists.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const dir = path.resolve(dataDir);
  const lockPath = path.join(dir, LOCK_FILE_NAME);
  if (heldByThisProcess.has(dir)) {
    throw new DataDirInUseError(`The data folder ${dir} is already open in this process.`);
  }
  fs.mkdirSync(dir, { recursive: true });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockPath, `${process.pid}\n`, { flag: 'wx' });
      heldByThisProcess.add(dir);
      return { lockPath, release: () => release(dir, lockPath) };
    } catch (error) {
      if (!isErrno(error, 'EEXIST')) throw error;
    }
    const holder = readPid(lockPath);
    if (holder === null && isFresh(lockPath)) {
      throw new DataDirInUseError(`The data folder ${dir} is being opened by another process.`);
    }
    // Our own pid in the file but not in our set: a previous process that had the same pid (containers restart as pid 1).
    if (holder !== null && holder !== process.pid && isAlive(holder)) {
      throw new DataDirInUseError(
        `The data folder ${dir} is in use by another process (pid ${holder}). Stop that process, or set DATA_DIR to another folder.`,
      );
    }
    fs.rmSync(lockPath, { force: true });
  }
  throw new DataDirInUseError(
    `Could not take the lock on ${dir}; another process keeps creating ${LOCK_FILE_NAME}.`,
  );
}

function release(dir: string, lockPath: string): void {
  if (!heldByThisProcess.delete(dir)) return;
  if (readPid(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
}

function readPid(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** A lock file without a pid yet that was created a moment ago: another process is writing it. */
function isFresh(lockPath: string): boolean {
  try {
    return Date.now() - fs.statSync(lockPath).mtimeMs < 2_000;
  } catch {
    return false;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return isErrno(error, 'EPERM');
  }
}

function isErrno(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}
