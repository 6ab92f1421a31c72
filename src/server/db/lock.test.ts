import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { acquireDataDirLock, DataDirInUseError, LOCK_FILE_NAME } from './lock.ts';

const folders: string[] = [];
const children: ChildProcess[] = [];

function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stayfront-lock-'));
  folders.push(dir);
  return dir;
}

/** A live process other than ours, to stand in for a second server on the same folder. */
async function otherProcess(): Promise<ChildProcess & { pid: number }> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  children.push(child);
  await new Promise((resolve) => child.once('spawn', resolve));
  return child as ChildProcess & { pid: number };
}

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill();
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('acquireDataDirLock', () => {
  it('writes our pid into the folder and removes the file on release', () => {
    const dir = tempDataDir();
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8').trim()).toBe(
      String(process.pid),
    );
    lock.release();
    expect(fs.existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(false);
  });

  it('refuses a folder another live process holds, naming that process', async () => {
    const dir = tempDataDir();
    const other = await otherProcess();
    fs.writeFileSync(path.join(dir, LOCK_FILE_NAME), `${other.pid}\n`);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirInUseError);
    expect(() => acquireDataDirLock(dir)).toThrow(`in use by another process (pid ${other.pid})`);
  });

  it('takes over a lock left by a process that has exited', async () => {
    const dir = tempDataDir();
    const other = await otherProcess();
    fs.writeFileSync(path.join(dir, LOCK_FILE_NAME), `${other.pid}\n`);
    other.kill();
    await new Promise((resolve) => other.once('exit', resolve));
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8').trim()).toBe(
      String(process.pid),
    );
    lock.release();
  });

  it('refuses to open one folder twice in the same process', () => {
    const dir = tempDataDir();
    const lock = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(/already open in this process/);
    lock.release();
    acquireDataDirLock(dir).release();
  });

  it('makes openDatabase fail with a clear error before PGlite touches the folder', async () => {
    const dir = tempDataDir();
    const other = await otherProcess();
    fs.writeFileSync(path.join(dir, LOCK_FILE_NAME), `${other.pid}\n`);
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/in use by another process/);
    expect(fs.readdirSync(dir)).toEqual([LOCK_FILE_NAME]);
  });
});
