// A row write that gets no answer in time (issue 23, point 2): against a real dev API (its binary, as
// happy-dom's fetch classes cannot serve it in this process) whose toggle path is stalled, with a short
// client timeout, the panel reads the list again and says the server did not answer in time (instead of
// the area's failure text), and the row shows what the server has.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { catalogue, createClient, memorySessionStore, type MpaClient } from '@marketplace-admin/sdk';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupIcons } from '../../app/icons';
import { gridCell, roomForGrids } from '../../test/grid';
import { renderScreen, watchToasts, type FakeServer } from '../../test/renderScreen';
import VendorsScreen from './index';

const toasts = watchToasts();
const TIMEOUT_MS = 1000;

const STALLED = '/vendors/v1/toggle-active';
/** The dev API binary (its package is built before the web's tests). */
const DEV_API_BIN = join(import.meta.dirname, '../../../../dev-api/dist/main.js');

let api: { apiUrl: string; authUrl: string };
let child: ChildProcess | undefined;
let dataDir: string;
let giveBack: () => void;
beforeAll(async () => {
  await setupIcons();
  giveBack = roomForGrids();
  dataDir = await mkdtemp(join(tmpdir(), 'mpa-web-write-timeout-'));
  const started = spawn(
    process.execPath,
    [
      DEV_API_BIN,
      '--api-port',
      '0',
      '--auth-port',
      '0',
      '--data-dir',
      dataDir,
      '--quiet',
      '--stall',
      STALLED,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  child = started;
  api = await new Promise((resolve, reject) => {
    let out = '';
    started.stdout!.on('data', (d) => {
      out += d;
      const m = /api (\S+) auth (\S+)\n/.exec(out);
      if (m) resolve({ apiUrl: m[1], authUrl: m[2] });
    });
    started.on('exit', (code) => reject(new Error(`mpa-dev-api exited ${code}`)));
  });
}, 30000);
afterAll(async () => {
  cleanup();
  giveBack();
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child!.on('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
  await rm(dataDir, { recursive: true, force: true });
});

const isStalled = (url: string): boolean => new URL(url).pathname.toLowerCase().startsWith(STALLED);

/** A signed-in client of the dev API with a short timeout; `listReads()` counts its reads of the vendors list. */
async function shortTimeoutClient(): Promise<{ server: FakeServer; listReads(): number }> {
  let reads = 0;
  const client: MpaClient = createClient({
    authBaseUrl: api.authUrl,
    apiBaseUrl: api.apiUrl,
    session: memorySessionStore(),
    timeoutMs: TIMEOUT_MS,
    // the short timeout is for the stalled write: no other request is cut off by it (on a loaded machine the
    // sign-in, the list's read or setActive's read of the state took over a second, and timed out)
    fetch: (input, init) =>
      isStalled(String(input)) ? fetch(input, init) : fetch(input, { ...init, signal: undefined }),
    retry: { retries: 0 },
    hooks: {
      onRequest({ url, method }) {
        if (method === 'GET' && new URL(url).pathname.toLowerCase() === '/vendors/v1') reads += 1;
      },
    },
  });
  await client.auth.login({ mobile: '9000000000', password: 'admin12345' });
  return { server: { client, requests: [], requestsTo: () => [] }, listReads: () => reads };
}

describe('a row write that times out', () => {
  it('reads the list again and says the server did not answer in time; the row shows what the server has', async () => {
    const { server, listReads } = await shortTimeoutClient();
    const first = (await server.client.vendors.list({ page: 1, pageSize: 1 })).items[0];
    renderScreen(<VendorsScreen />, { server, path: '/vendors' });
    const actions = await screen.findByRole(
      'button',
      { name: `Actions for ${first.name}` },
      { timeout: 15000 },
    );
    const statusBefore = gridCell('Vendors', 'Name', first.name, 'Status').textContent;
    const readsBefore = listReads();

    fireEvent.click(actions);
    fireEvent.click(
      await screen.findByRole('menuitem', { name: first.isActive ? 'Deactivate' : 'Activate' }),
    );
    await waitFor(
      () => expect(toasts.shown().map((t) => t.message)).toContain(catalogue.transport.writeTimedOut),
      { timeout: 15000 },
    );
    const told = toasts.shown().map((t) => t.message);
    expect(told).not.toContain(catalogue.vendors.statusFailed);
    expect(told).not.toContain(catalogue.transport.timeout);
    // the list was read again before the toast said so, and the row still shows the server's status
    expect(listReads()).toBeGreaterThan(readsBefore);
    expect(gridCell('Vendors', 'Name', first.name, 'Status').textContent).toBe(statusBefore);
    const now = (await server.client.vendors.list({ page: 1, pageSize: 1 })).items[0];
    expect([now.id, now.isActive]).toEqual([first.id, first.isActive]);
  });
});
