import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, BIN, startStack, type Stack } from './helpers';

// A real terminal: tmux on its own socket, driven with send-keys and read with capture-pane.
const TMUX = '/usr/bin/tmux';
const SOCKET = `mpa-cli-test-${process.pid}`;
const tmux = (...args: string[]): string => execFileSync(TMUX, ['-L', SOCKET, ...args], { encoding: 'utf8' });

let s: Stack;
beforeAll(async () => {
  expect(existsSync(TMUX), 'tmux is needed for the terminal tests').toBe(true);
  s = await startStack();
});
afterAll(async () => {
  try {
    tmux('kill-server');
  } catch {}
  await s?.close();
});

async function waitFor(session: string, re: RegExp, ms = 20000): Promise<string> {
  const until = Date.now() + ms;
  let screen = '';
  while (Date.now() < until) {
    screen = tmux('capture-pane', '-p', '-t', session);
    if (re.test(screen)) return screen;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${re} in:\n${screen}`);
}

function run(session: string, args: string[]): void {
  const env = Object.entries(s.env).map(([k, v]) => `${k}=${v}`);
  const cmd = ['env', '-u', 'CI', ...env, process.execPath, BIN, ...args]
    .map((a) => `'${a.replace(/'/g, "'\\''")}'`)
    .join(' ');
  tmux('new-session', '-d', '-s', session, '-x', '120', '-y', '30', `${cmd}; echo "EXIT=$?"; sleep 60`);
}

describe('interactive sign-in in a real terminal', () => {
  it('prompts for username and password (masked) and signs in', async () => {
    run('login', ['login']);
    await waitFor('login', /Username/);
    tmux('send-keys', '-t', 'login', ADMIN.mobile, 'Enter');
    await waitFor('login', /Password/);
    tmux('send-keys', '-t', 'login', ADMIN.password, 'Enter');
    const screen = await waitFor('login', /EXIT=\d+/);
    expect(screen).toContain('Login successful!');
    expect(screen).toContain('EXIT=0');
    expect(screen).not.toContain(ADMIN.password);
    const session = JSON.parse(readFileSync(join(s.configDir, 'sessions', 'default.json'), 'utf8'));
    expect(session.isAuthenticated).toBe('true');
    expect(screen).not.toContain(session.authToken);
  });

  it('--no-input on a terminal never prompts: a missing value exits 2 at once', async () => {
    run('noinput', ['--no-input', 'login']);
    const screen = await waitFor('noinput', /EXIT=\d+/, 10000);
    expect(screen).toContain('EXIT=2');
    expect(screen).toContain('--password-stdin');
    expect(screen).not.toMatch(/Username/);
  });

  it('asks before deleting and does nothing when the answer is no', async () => {
    run('confirm', ['shops', 'delete', '1']);
    await waitFor('confirm', /Are you sure you want to delete this shop\?/);
    tmux('send-keys', '-t', 'confirm', 'n', 'Enter');
    const screen = await waitFor('confirm', /EXIT=\d+/);
    expect(screen).toContain('EXIT=1');
    expect((await s.mpa(['shops', 'get', '1'])).code).toBe(0);
  });

  it('a table is the default on a terminal', async () => {
    run('table', ['vendors', 'list', '--page-size', '3', '--fields', 'id,name']);
    const screen = await waitFor('table', /EXIT=\d+/);
    expect(screen).toMatch(/^ID +Name$/m);
    expect(screen).toMatch(/Showing 1 to 3 of \d+ items/);
    expect(screen).toContain('EXIT=0');
  });
});

describe('the pending redemptions queue on a real terminal', () => {
  it('mpa redemptions list --status pending: borderless, one line per request, the panel headers and words, fitted to the pane', async () => {
    await s.login();
    const token = JSON.parse(readFileSync(join(s.configDir, 'sessions', 'default.json'), 'utf8'))
      .authToken as string;
    const pending = JSON.parse((await s.mpa(['redemptions', 'list', '--status', 'pending'])).stdout) as {
      redeemRequestId: number;
      userName: string;
      requestUserType: string;
    }[];
    expect(pending.length).toBeGreaterThan(1);
    const width = 100;
    // a token and flags only: a fresh config dir, no saved session
    const args = [
      'env',
      '-u',
      'CI',
      `MPA_TOKEN=${token}`,
      'MPA_CONFIG_DIR=/nonexistent-mpa-config',
      process.execPath,
      BIN,
      '--api-url',
      s.api.apiUrl,
      '--auth-url',
      s.api.authUrl,
      'redemptions',
      'list',
      '--status',
      'pending',
    ];
    const cmd = args.map((a) => `'${a.replace(/'/g, "'\\''")}'`).join(' ');
    tmux(
      'new-session',
      '-d',
      '-s',
      'queue',
      '-x',
      String(width),
      '-y',
      '30',
      `${cmd}; echo "EXIT=$?"; sleep 60`,
    );
    const screen = await waitFor('queue', /EXIT=\d+/);
    expect(screen).toContain('EXIT=0');
    const lines = screen.split('\n');
    expect(lines[0]).toMatch(/^ID +User Name +User Type +Method +Tokens +Rate +Value +.*Status +Age$/);
    expect(lines[1]).toMatch(/^[─ ]+$/);
    expect(screen).not.toMatch(/[│┌┐└┘├┤┼]/);
    // one screen line per request (a wider line would wrap onto a second), in the order the API sent them
    const rows = lines.slice(2, 2 + pending.length);
    rows.forEach((line, i) => {
      const r = pending[i];
      expect(line).toMatch(new RegExp(`^${r.redeemRequestId} +`));
      expect(line).toContain(r.requestUserType === 'V' ? 'Vendor' : 'Client');
      expect(line).toMatch(/ Pending +\d+ (d|h|min)$/);
      expect(line.length).toBeLessThanOrEqual(width);
    });
    expect(lines[2 + pending.length]).toMatch(/^Showing 1 to \d+ of \d+ items$/);
  });
});
