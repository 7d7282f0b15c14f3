import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  redeemBodyFor,
  type MpaClient,
  type RedemptionRequest,
  type RedemptionStatus,
} from '@marketplace-admin/sdk';
import { nodeFetch } from '../src/http';
import { ndjson, startStack, type Stack, signedInSdk } from './helpers';

// The scenario of packages/web/e2e/redemptions.e2e.ts "the same outcome as `mpa redemptions approve
// --all-pending` ...": 60 pending requests; after the selection, another administrator rejects the
// ones at positions 2, 17 and 40 (by request time); the write of every request at a position
// i % 10 === 3 answers 500. The panel and mpa must give the same outcome per request for the same
// server state: 51 approved, 3 already processed, 6 failed.

const PREFIX = 'CLI Same Outcome';
let s: Stack;
let sdk: MpaClient;
beforeAll(async () => {
  s = await startStack();
  await s.login();
  sdk = signedInSdk(s);
});
afterAll(() => s?.close());

async function all(status: RedemptionStatus, search: string): Promise<RedemptionRequest[]> {
  const out: RedemptionRequest[] = [];
  for await (const r of sdk.redemptions.iterate({
    status,
    search,
    sortBy: 'requestDateTime',
    pageSize: 1000,
  }))
    out.push(r);
  return out;
}

describe('the same outcome as the panel for the same server state', () => {
  it('mpa redemptions approve --all-pending: 51 approved, 3 already processed, 6 failed, exit 4, and which', async () => {
    await s.api.addPendingRedemptions(PREFIX, 60);
    const pending = await all('Pending', PREFIX);
    expect(pending).toHaveLength(60);
    const moved = [2, 17, 40].map((i) => pending[i].redeemRequestId);
    const failing = pending.filter((_r, i) => i % 10 === 3).map((r) => r.redeemRequestId);
    expect(failing).toHaveLength(6);

    // The CLI's fetch (the Factory's, swapped): the first redeem goes out only after another
    // administrator (a separate SDK client) rejected the three — after mpa made its selection, before
    // any of them was sent; and the redeem of a failing request answers 500.
    let otherAdmin: Promise<void> | undefined;
    const redeems: number[] = [];
    const fetch = (async (input: string | URL | Request, init: RequestInit = {}) => {
      if (init.method === 'POST' && /\/Redemption\/v1\/redeem$/i.test(new URL(String(input)).pathname)) {
        otherAdmin ??= (async () => {
          for (const id of moved)
            await sdk.redemptions.redeem(
              redeemBodyFor(
                pending.find((r) => r.redeemRequestId === id)!,
                'Rejected',
                'Moved elsewhere',
              ),
            );
        })();
        await otherAdmin;
        const id = Number(JSON.parse(String(init.body)).RedeemRequestId);
        redeems.push(id);
        if (failing.includes(id)) {
          const body = {
            success: false,
            code: 500,
            message: 'Internal server error (injected fault)',
            data: null,
          };
          return new Response(JSON.stringify(body), {
            status: 500,
            headers: { 'content-type': 'application/json' },
          });
        }
      }
      return nodeFetch(input, init);
    }) as typeof globalThis.fetch;

    const r = await s.mpa(
      [
        'redemptions',
        'approve',
        '--all-pending',
        '--search',
        PREFIX,
        '--note',
        'Same outcome',
        '--format',
        'ndjson',
      ],
      { fetch },
    );
    expect(r.code).toBe(4);
    const items = ndjson<{ id: number; result: string; message: string }>(r.stdout);
    const ids = (result: string): number[] =>
      items
        .filter((x) => x.result === result)
        .map((x) => x.id)
        .sort((a, b) => a - b);
    const sorted = (xs: number[]): number[] => [...xs].sort((a, b) => a - b);
    expect(items).toHaveLength(60);
    expect(ids('already-processed')).toEqual(sorted(moved));
    expect(ids('failed')).toEqual(sorted(failing));
    expect(ids('done')).toEqual(
      sorted(
        pending.map((p) => p.redeemRequestId).filter((id) => !moved.includes(id) && !failing.includes(id)),
      ),
    );
    expect(ids('done')).toHaveLength(51);
    expect(
      items
        .filter((x) => x.result === 'failed')
        .every((x) => x.message === 'Internal server error (injected fault)'),
    ).toBe(true);
    expect(items.filter((x) => x.result === 'already-processed').every((x) => x.message === 'Rejected')).toBe(
      true,
    );
    expect(r.stderr).toContain('60 of 60 processed: 51 approved, 3 already processed, 6 failed.');
    expect(r.stderr).toContain('Failed (6):');
    // Each request was sent once (the three moved ones too: the server answered 409 and was asked how they stand).
    expect(sorted(redeems)).toEqual(sorted(pending.map((p) => p.redeemRequestId)));

    // The server's state: the 51 approved with the note, the 3 rejected by the other administrator, the 6 still pending.
    const approved = await all('Approved', PREFIX);
    expect(approved.map((x) => x.redeemRequestId).sort((a, b) => a - b)).toEqual(ids('done'));
    expect(approved.every((x) => x.note === 'Same outcome')).toBe(true);
    expect((await all('Rejected', PREFIX)).map((x) => x.redeemRequestId).sort((a, b) => a - b)).toEqual(
      sorted(moved),
    );
    expect((await all('Pending', PREFIX)).map((x) => x.redeemRequestId).sort((a, b) => a - b)).toEqual(
      sorted(failing),
    );
  });
});
