import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './dataDirLock';

/** Far above any pid_max: no such process. */
const GONE_PID = 999_999_999;

describe('PGlite data dir lock', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'rpp-lock-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a second owner while the first lives, and frees the dir on release', () => {
    const dataDir = path.join(dir, 'db');
    const lock = lockDataDir(dataDir);
    expect(readFileSync(`${dataDir}.lock`, 'utf8').split(' ')[0]).toBe(String(process.pid));
    // the parent of this test process stands in for another live server
    const mine = readFileSync(`${dataDir}.lock`, 'utf8');
    writeFileSync(`${dataDir}.lock`, String(process.ppid));
    expect(() => lockDataDir(dataDir)).toThrow(/in use by process/);
    writeFileSync(`${dataDir}.lock`, mine);
    lock.release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });

  it('takes over a lock left by a process that is gone', () => {
    const dataDir = path.join(dir, 'db');
    writeFileSync(`${dataDir}.lock`, String(GONE_PID));
    const lock = lockDataDir(dataDir);
    expect(readFileSync(`${dataDir}.lock`, 'utf8').split(' ')[0]).toBe(String(process.pid));
    lock.release();
  });

  it('refuses a second lock of the same dir in this very process', () => {
    const dataDir = path.join(dir, 'db');
    const lock = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(new RegExp(`in use by process ${process.pid}`));
    lock.release();
    lockDataDir(dataDir).release();
  });

  it('takes over a lock whose pid now names another process (its start time differs)', () => {
    const dataDir = path.join(dir, 'db');
    // the parent lives, but it did not start at tick 1
    writeFileSync(`${dataDir}.lock`, `${process.ppid} 1`);
    lockDataDir(dataDir).release();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('takes over a stale lock whose takeover a crashed start left half done', () => {
    const dataDir = path.join(dir, 'db');
    writeFileSync(`${dataDir}.lock`, `${GONE_PID} 7`);
    writeFileSync(`${dataDir}.lock.takeover`, `${GONE_PID + 1} 8`);
    const lock = lockDataDir(dataDir);
    expect(readdirSync(dir)).toEqual(['db.lock']);
    lock.release();
    expect(readdirSync(dir)).toEqual([]);
  });
});

interface Contender {
  child: ChildProcess;
  next(): Promise<Record<string, unknown>>;
}

function startContender(): Contender {
  const child = fork(path.join(import.meta.dirname, '../../test/lockContender.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const inbox: Record<string, unknown>[] = [];
  const waiting: ((message: Record<string, unknown>) => void)[] = [];
  child.on('message', (message: Record<string, unknown>) => {
    const waiter = waiting.shift();
    if (waiter) waiter(message);
    else inbox.push(message);
  });
  return {
    child,
    next: () => {
      const queued = inbox.shift();
      return queued ? Promise.resolve(queued) : new Promise((resolve) => waiting.push(resolve));
    },
  };
}

describe('PGlite data dir lock, raced by two processes', () => {
  const ROUNDS = 200;
  let contenders: Contender[];
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'rpp-lock-race-'));
    contenders = [startContender(), startContender()];
    for (const contender of contenders) expect(await contender.next()).toEqual({ ready: true });
  });
  afterAll(async () => {
    // the next file runs in this process (isolate: false): wait until the contenders are gone
    await Promise.all(
      (contenders ?? []).map(
        ({ child }) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.send({ type: 'exit' });
          }),
      ),
    );
    rmSync(dir, { recursive: true, force: true });
  });

  it(`lets exactly one of two starts take over a stale lock, ${ROUNDS} times`, async () => {
    const dataDir = path.join(dir, 'db');
    const doubleHolders: number[] = [];
    const otherRefusals: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // a crashed server's lock: the old format (pid only) and the current one (pid and start time)
      writeFileSync(`${dataDir}.lock`, round % 2 === 0 ? String(GONE_PID) : `${GONE_PID} 12345`);
      const at = Date.now() + 5;
      for (const { child } of contenders) child.send({ type: 'lock', dataDir, at });
      const answers = await Promise.all(contenders.map((c) => c.next()));
      const holders = contenders.filter((_, i) => answers[i].held === true);
      if (holders.length !== 1) doubleHolders.push(round);
      for (const [i, answer] of answers.entries()) {
        if (answer.held !== true && !/in use by process/.test(String(answer.error)))
          otherRefusals.push(`round ${round}, contender ${i}: ${String(answer.error)}`);
      }
      for (const holder of holders) {
        holder.child.send({ type: 'release' });
        expect(await holder.next()).toEqual({ released: true });
      }
    }
    expect(doubleHolders, 'rounds without exactly one holder').toEqual([]);
    // the loser sees the winner's lock, never a half-made one
    expect(otherRefusals).toEqual([]);
    // no takeover leftovers beside the data dir
    expect(readdirSync(dir)).toEqual([]);
  });
});
