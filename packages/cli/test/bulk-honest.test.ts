import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createClient,
  isMpaError,
  memorySessionStore,
  redeemBodyFor,
  type MpaClient,
  type RedemptionRequest,
} from '@marketplace-admin/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { stackWithPending, type Item } from './bulk-helpers';
import { openDb, redemptionRows } from './db';
import { ADMIN, ndjson, type Stack } from './helpers';

// Issue 23's reproduction: writes that time out, then a re-check (or an --all-pending plan) read
// while another administrator decides requests, which shifts the offset pages under the reader.
// Whatever the run reports as processed must be decided on the server, and its exit code must
// say whether every item was decided.

/** A proxy in front of the dev API: holds chosen writes (they time out), and lets a test act when a list read arrives. */
interface Proxy {
  url: string;
  /** Redeem POSTs of these request ids are held, never forwarded (undefined: every POST). */
  hold: Set<number> | undefined | 'none';
  /** Drops the lists' Search parameter (a server whose search does not find the item): reads walk whole lists. */
  dropSearch: boolean;
  /** Called before a redemption list read is forwarded; may act on the server first. */
  beforeList?: (page: number) => Promise<void>;
  close(): Promise<void>;
}

async function startProxy(target: string): Promise<Proxy> {
  const to = new URL(target);
  const held: http.ServerResponse[] = [];
  const proxy: Proxy = { url: '', hold: undefined, dropSearch: false, close: async () => undefined };
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url!, target);
    if (req.method === 'POST' && /\/redeem$/i.test(url.pathname) && proxy.hold !== 'none') {
      const id = Number(
        (JSON.parse(body.toString() || '{}') as { RedeemRequestId?: number }).RedeemRequestId,
      );
      if (!proxy.hold || proxy.hold.has(id)) {
        held.push(res); // never answered: the client's timeout ends it
        return;
      }
    }
    if (req.method === 'GET' && /\/redemptionrequest\/v1\/(pending|approved|rejected)$/i.test(url.pathname)) {
      if (proxy.dropSearch) url.searchParams.delete('Search');
      if (/pending$/i.test(url.pathname))
        await proxy.beforeList?.(Number(url.searchParams.get('Page') ?? '1'));
    }
    const fwd = http.request(
      {
        host: to.hostname,
        port: to.port,
        method: req.method,
        path: url.pathname + url.search,
        headers: { ...req.headers, host: to.host },
      },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    fwd.on('error', () => res.destroy());
    fwd.end(body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  proxy.close = async () => {
    for (const res of held) res.destroy();
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  };
  return proxy;
}

let current: { s: Stack; proxy: Proxy } | undefined;
afterEach(async () => {
  await current?.proxy.close();
  await current?.s.close();
  current = undefined;
});

/** Another administrator: approves the 100 oldest pending requests through the real API (not the proxy), 10 at a time. */
async function otherAdminApproves100Oldest(other: MpaClient): Promise<number[]> {
  const oldest = (
    await other.redemptions.list('Pending', { page: 1, pageSize: 100, sortBy: 'requestDateTime' })
  ).items;
  expect(oldest).toHaveLength(100);
  const approve = async (r: RedemptionRequest): Promise<void> => {
    for (let attempt = 1; ; attempt++) {
      try {
        await other.redemptions.redeem(redeemBodyFor(r, 'Approved', 'Decided by another admin'));
        return;
      } catch (e) {
        // a kept-alive socket the server had closed: the write never arrived, so it is sent again
        if (!isMpaError(e) || e.kind !== 'network' || attempt === 3) throw e;
      }
    }
  };
  for (let i = 0; i < oldest.length; i += 10) await Promise.all(oldest.slice(i, i + 10).map(approve));
  return oldest.map((r) => r.redeemRequestId);
}

/** Decides once, when `when(page)` first holds; every list read from then on waits for the decisions to be made. */
function decideOnce(
  other: MpaClient,
  when: (page: number) => boolean,
): { beforeList: (page: number) => Promise<void>; decided: () => Promise<number[] | undefined> } {
  let deciding: Promise<number[]> | undefined;
  return {
    beforeList: async (page) => {
      if (!deciding && when(page)) deciding = otherAdminApproves100Oldest(other);
      await deciding;
    },
    decided: async () => deciding,
  };
}

async function statuses(s: Stack): Promise<Map<number, string>> {
  const db = openDb(s.dataDir);
  const rows = await redemptionRows(db);
  db.close();
  return new Map([...rows].map(([id, r]) => [id, r.status]));
}

/** Nothing reported processed is pending on the server. */
function expectNoFalseSuccess(items: Item[], status: Map<number, string>): void {
  const claimed = items.filter((r) => r.result === 'done' || r.result === 'already-processed');
  expect(claimed.filter((r) => status.get(r.id) === 'Pending').map((r) => r.id)).toEqual([]);
}

async function setUp(): Promise<{
  s: Stack;
  proxy: Proxy;
  other: MpaClient;
  pending: RedemptionRequest[];
  env: Record<string, string>;
}> {
  const { s } = await stackWithPending(660);
  const proxy = await startProxy(s.api.apiUrl);
  current = { s, proxy };
  const other = createClient({
    authBaseUrl: s.api.authUrl,
    apiBaseUrl: s.api.apiUrl,
    session: memorySessionStore(),
  });
  await other.auth.login(ADMIN);
  // the queue as the panel and mpa read it: oldest first
  const pending = await other.redemptions.all({ status: 'Pending', pageSize: 500 });
  expect(pending).toHaveLength(660);
  const env = { MPA_API_URL: proxy.url, MPA_TOKEN: other.session.token()! };
  return { s, proxy, other, pending, env };
}

describe('bulk runs report only what the server shows (issue 23)', () => {
  it.each([
    ['the re-check finds each request by its user name (Search)', false],
    ['the server ignores Search: the re-check walks whole lists while 100 are decided on page 2', true],
  ])(
    '20 writes timed out, then --resume while another admin decides 100: %s',
    async (_name, dropSearch) => {
      const { s, proxy, other, pending, env } = await setUp();
      const ids = pending.slice(520, 540).map((r) => r.redeemRequestId);
      const args = [
        'redemptions',
        'approve',
        ...ids.map(String),
        '--note',
        'Batch T payout',
        '--format',
        'ndjson',
      ];

      const first = await s.mpa(args, { env: { ...env, MPA_TIMEOUT_MS: '1000' } });
      expect(first.code).toBe(4);
      const r1 = ndjson<Item>(first.stdout);
      expect(
        r1
          .filter((r) => r.result === 'failed')
          .map((r) => r.id)
          .sort(),
      ).toEqual([...ids].sort());
      expect([...(await statuses(s))].filter(([id, st]) => ids.includes(id) && st !== 'Pending')).toEqual([]);

      // resume: writes go through; another admin decides the 100 oldest as the re-check reads
      proxy.hold = 'none';
      proxy.dropSearch = dropSearch;
      // with Search each request is on the first page it asks for: the decisions come with the first read
      const others = decideOnce(other, (page) => page === 2 || !dropSearch);
      proxy.beforeList = others.beforeList;
      const resumed = await s.mpa([...args, '--resume'], { env });
      const r2 = ndjson<Item>(resumed.stdout);
      const after = await statuses(s);
      expect(await others.decided()).toHaveLength(100);
      expectNoFalseSuccess(r2, after);
      const allDecided = ids.every((id) => after.get(id) !== 'Pending');
      expect(resumed.code).toBe(allDecided ? 0 : 4);
      // the 20 were still pending, so this run's writes decided them
      expect(r2.map((r) => [r.id, r.result]).sort()).toEqual(ids.map((id) => [id, 'done']).sort());
      expect(allDecided).toBe(true);
    },
    120_000,
  );

  it('--all-pending while another admin decides 100 during the plan read: the plan says what it covers and leaves nothing out', async () => {
    const { s, proxy, other, pending, env } = await setUp();
    const ids = pending.slice(520, 540).map((r) => r.redeemRequestId);
    proxy.hold = new Set(ids);
    proxy.dropSearch = true;
    const others = decideOnce(other, (page) => page === 2);
    proxy.beforeList = others.beforeList;
    const args = [
      'redemptions',
      'approve',
      '--all-pending',
      '--note',
      'Batch P payout',
      '--format',
      'ndjson',
      '--concurrency',
      '8',
    ];
    // the held writes time out; a read held while the others decide may time out too, and is retried (6 s: on a
    // loaded 2-core machine the other admin's 100 decisions took longer than 2 s a read, over every retry)
    const first = await s.mpa(args, { env: { ...env, MPA_TIMEOUT_MS: '6000' } });
    const r1 = ndjson<Item>(first.stdout);
    let after = await statuses(s);
    const decided = await others.decided();
    expect(decided).toHaveLength(100);
    expect(first.stderr).toContain(
      'Plan: 560 pending (660 when the read began; while it was read, 100 decided and 0 added by others).',
    );
    expectNoFalseSuccess(r1, after);
    // the plan holds every request still pending, the 20 held writes among them (failed: timed out)
    const planned = new Set(r1.map((r) => r.id));
    const stillPending = pending.map((r) => r.redeemRequestId).filter((id) => !decided!.includes(id));
    expect(stillPending.filter((id) => !planned.has(id))).toEqual([]);
    expect(
      r1
        .filter((r) => r.result === 'failed')
        .map((r) => r.id)
        .sort(),
    ).toEqual([...ids].sort());
    expect(first.code).toBe(4);

    proxy.hold = 'none';
    const resumed = await s.mpa([...args, '--resume'], { env });
    const r2 = ndjson<Item>(resumed.stdout);
    after = await statuses(s);
    expectNoFalseSuccess(r2, after);
    expect(r2.map((r) => [r.id, r.result]).sort()).toEqual(ids.map((id) => [id, 'done']).sort());
    expect(pending.filter((r) => after.get(r.redeemRequestId) === 'Pending')).toEqual([]);
    expect(resumed.code).toBe(0);
    // a resumed run states the plan it finishes
    expect(resumed.stderr).toContain('Plan: 560 pending (660 when the read began;');
  }, 120_000);
});
