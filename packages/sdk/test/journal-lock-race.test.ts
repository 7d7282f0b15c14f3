// Two resumes that find a dead run's journal lock must not both take it over: many processes race for
// one dead lock, exactly one of them runs. Real processes: a lock holds its process's pid.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockJournal } from '../src/node';

const NODE_ENTRY = new URL('../dist/node.js', import.meta.url).href;

/** A run that would resume: told a journal's path on stdin, it takes the lock and says how that went. */
const TAKER = `
const { lockJournal } = await import(${JSON.stringify(NODE_ENTRY)});
let buffered = '';
process.stdin.on('data', (d) => {
  buffered += d;
  let nl;
  while ((nl = buffered.indexOf('\\n')) >= 0) {
    const path = buffered.slice(0, nl);
    buffered = buffered.slice(nl + 1);
    let outcome;
    try {
      lockJournal(path);
      outcome = 'won';
    } catch (e) {
      outcome = e.kind === 'validation' ? 'refused' : 'error: ' + e.message;
    }
    process.stdout.write(JSON.stringify({ pid: process.pid, outcome }) + '\\n');
  }
});
process.stdout.write('ready\\n');
`;

interface Taker {
  child: ChildProcessWithoutNullStreams;
  next(): Promise<string>;
}

function startTaker(): Promise<Taker> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', TAKER]);
  const lines: string[] = [];
  const waiting: Array<(line: string) => void> = [];
  let buffered = '';
  child.stdout.on('data', (d: Buffer) => {
    buffered += d.toString();
    let nl: number;
    while ((nl = buffered.indexOf('\n')) >= 0) {
      const line = buffered.slice(0, nl);
      buffered = buffered.slice(nl + 1);
      const w = waiting.shift();
      if (w) w(line);
      else lines.push(line);
    }
  });
  const next = (): Promise<string> =>
    lines.length ? Promise.resolve(lines.shift()!) : new Promise((resolve) => waiting.push(resolve));
  return next().then((ready) => {
    expect(ready).toBe('ready');
    return { child, next };
  });
}

/** The pid of a process that has ended. */
function deadPid(): Promise<number> {
  return new Promise((resolve) => {
    const p = spawn(process.execPath, ['-e', '']);
    p.on('exit', () => resolve(p.pid!));
  });
}

const TAKERS = 6;
const TRIALS = 60;
let takers: Taker[] = [];
const dir = mkdtempSync(join(tmpdir(), 'mpa-lock-race-'));
beforeAll(async () => {
  takers = await Promise.all(Array.from({ length: TAKERS }, startTaker));
});
afterAll(() => {
  for (const t of takers) t.child.kill();
  rmSync(dir, { recursive: true, force: true });
});

describe('lockJournal over a dead run’s lock', () => {
  it(`${TAKERS} resumes racing for it: exactly one takes it over, in each of ${TRIALS} trials`, async () => {
    const dead = await deadPid();
    const winners: number[] = [];
    for (let trial = 0; trial < TRIALS; trial++) {
      const journal = join(dir, `run-${trial}.jsonl`);
      writeFileSync(`${journal}.lock`, `${dead}\n`, { mode: 0o600 });
      for (const t of takers) t.child.stdin.write(`${journal}\n`);
      const results = (await Promise.all(takers.map((t) => t.next()))).map(
        (line) => JSON.parse(line) as { pid: number; outcome: string },
      );
      expect(results.filter((r) => r.outcome !== 'won' && r.outcome !== 'refused')).toEqual([]);
      const won = results.filter((r) => r.outcome === 'won');
      winners.push(won.length);
      // the one that won holds the lock: it is its pid the file names
      if (won.length === 1) expect(readFileSync(`${journal}.lock`, 'utf8').trim()).toBe(String(won[0].pid));
    }
    expect(winners).toEqual(Array(TRIALS).fill(1));
  });

  it('a run that died while taking it over does not block the next: its claim is passed and cleared', async () => {
    const dead = await deadPid();
    const journal = join(dir, 'after-crash.jsonl');
    writeFileSync(`${journal}.lock`, `${dead}\n`, { mode: 0o600 });
    const claim = `${journal}.lock.${statSync(`${journal}.lock`).ino}.takeover.1`;
    writeFileSync(claim, `${dead}\n`, { mode: 0o600 });
    const lock = lockJournal(journal);
    expect(readFileSync(lock.path, 'utf8').trim()).toBe(String(process.pid));
    expect(existsSync(claim)).toBe(false);
    lock.release();
    expect(readdirSync(dir).filter((f) => f.startsWith('after-crash'))).toEqual([]);
  });
});
