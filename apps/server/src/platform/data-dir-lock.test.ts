import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

describe('lockDataDir', () => {
  const dirs: string[] = [];
  const tmp = () => {
    const d = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-lock-'));
    dirs.push(d);
    return d;
  };
  afterEach(() => {
    for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
  });

  it('refuses a data dir held by a live process, naming it', async () => {
    const dir = tmp();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      fs.writeFileSync(path.join(dir, 'crowdsolve.lock'), String(holder.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(new RegExp(`in use by process ${holder.pid}`));
    } finally {
      holder.kill();
    }
  });

  it('takes over a lock left by a process that died', () => {
    const dir = tmp();
    const dead = spawn(process.execPath, ['-e', '0']);
    fs.writeFileSync(path.join(dir, 'crowdsolve.lock'), String(dead.pid ?? 999_999_999));
    return new Promise<void>((resolve) => {
      dead.on('exit', () => {
        const release = lockDataDir(dir);
        expect(fs.readFileSync(path.join(dir, 'crowdsolve.lock'), 'utf8')).toBe(String(process.pid));
        release();
        expect(fs.existsSync(path.join(dir, 'crowdsolve.lock'))).toBe(false);
        resolve();
      });
    });
  });

  it('creates the data dir and releases idempotently', () => {
    const dir = path.join(tmp(), 'nested', 'data');
    const release = lockDataDir(dir);
    release();
    release();
    const again = lockDataDir(dir);
    again();
  });
});
