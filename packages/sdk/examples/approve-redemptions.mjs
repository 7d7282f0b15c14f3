#!/usr/bin/env node
// Approve every pending redemption request worth at most MAX_VALUE (default 100).
//
//   MPA_TOKEN=... MPA_API_URL=http://127.0.0.1:4010 MPA_AUTH_URL=http://127.0.0.1:4011 \
//     node examples/approve-redemptions.mjs [--dry-run]
//
// Exit codes: 0 ok, 1 failure, 2 usage, 3 session expired, 4 some approvals failed.
import { createClient, isMpaError, redeemBodyFor } from '@marketplace-admin/sdk';

const token = process.env.MPA_TOKEN;
if (!token) {
  console.error('Set MPA_TOKEN to an administrator token.');
  process.exit(2);
}
const maxValue = Number(process.env.MAX_VALUE ?? 100);
const dryRun = process.argv.includes('--dry-run');

const client = createClient({
  authBaseUrl: process.env.MPA_AUTH_URL ?? 'http://127.0.0.1:4011',
  apiBaseUrl: process.env.MPA_API_URL ?? 'http://127.0.0.1:4010',
  token,
});

try {
  // Collect first: approving moves requests out of the Pending list, which would shift its pages.
  const pending = [];
  for await (const request of client.redemptions.iterate({ status: 'Pending', pageSize: 100 })) pending.push(request);
  const chosen = pending.filter((r) => (r.redeemValue ?? 0) <= maxValue);
  console.log(`${pending.length} pending, ${chosen.length} worth at most ${maxValue}`);

  let approved = 0;
  let failed = 0;
  for (const r of chosen) {
    if (dryRun) {
      console.log(`would approve #${r.redeemRequestId} ${r.userName} ${r.redeemValue}`);
      continue;
    }
    try {
      const res = await client.redemptions.redeem(redeemBodyFor(r, 'Approved', `Approved: value at most ${maxValue}`));
      approved++;
      console.log(`#${r.redeemRequestId} ${r.userName}: ${res.message}`);
    } catch (e) {
      if (isMpaError(e) && e.kind === 'unauthorized') throw e;
      failed++;
      console.error(`#${r.redeemRequestId}: ${isMpaError(e) ? e.message : String(e)}`);
    }
  }
  console.log(`approved ${approved}, failed ${failed}`);
  process.exitCode = failed ? 4 : 0;
} catch (e) {
  console.error(isMpaError(e) ? e.message : String(e));
  process.exitCode = isMpaError(e) && e.kind === 'unauthorized' ? 3 : 1;
}
