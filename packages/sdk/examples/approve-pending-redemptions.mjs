#!/usr/bin/env node
// Approves every pending redemption request with a note — resumable: a run that is killed (even
// with SIGKILL), interrupted or partly failed is finished by running the same command again; no
// request is approved twice (the journal file says what was sent; anything in doubt is looked up
// on the server before it is sent again).
//
//   MPA_TOKEN=... MPA_API_URL=http://127.0.0.1:4010 MPA_AUTH_URL=http://127.0.0.1:4011 \
//     node approve-pending-redemptions.mjs --note "Monthly payout" [--journal approve.jsonl] [--concurrency 8]
//
// Prints one line per request on stdout and a summary on stderr.
// Exit codes: 0 all approved, 1 failure, 2 usage, 3 session expired, 4 some failed or stopped (run again).
import { parseArgs } from 'node:util';
import { createClient, isMpaError } from '@marketplace-admin/sdk';
import { fileJournal } from '@marketplace-admin/sdk/node';

const { values: args } = parseArgs({
  options: {
    note: { type: 'string' },
    journal: { type: 'string', default: 'approve-pending-redemptions.jsonl' },
    concurrency: { type: 'string', default: '4' },
  },
});
if (!process.env.MPA_TOKEN) {
  console.error('Set MPA_TOKEN to an administrator token.');
  process.exit(2);
}

const client = createClient({
  authBaseUrl: process.env.MPA_AUTH_URL ?? 'http://127.0.0.1:4011',
  apiBaseUrl: process.env.MPA_API_URL ?? 'http://127.0.0.1:4010',
  token: process.env.MPA_TOKEN,
});
const journal = fileJournal(args.journal);

// Ctrl+C or SIGTERM: stop taking new requests, let those in flight finish (and be journalled).
const stop = new AbortController();
process.once('SIGINT', () => stop.abort());
process.once('SIGTERM', () => stop.abort());

try {
  const report = await client.redemptions.approveMany(
    { allPending: true },
    {
      note: args.note, // a resumed run keeps the note it started with
      journal,
      concurrency: Number(args.concurrency),
      signal: stop.signal,
      onResult: (r) => console.log(`${r.outcome}\t${r.id}\t${r.message}`),
    },
  );
  console.error(
    `${report.resumed ? 'Resumed: ' : ''}approved ${report.done}, already processed ${report.alreadyProcessed}, ` +
      `failed ${report.failed}, not sent ${report.notSent}${report.earlier ? ` (${report.earlier} in earlier runs)` : ''}.`,
  );
  if (report.finished) journal.archive();
  else console.error(`Run the same command again to finish (journal ${journal.path}).`);
  process.exitCode = report.finished ? 0 : 4;
} catch (e) {
  console.error(isMpaError(e) ? e.message : String(e));
  process.exitCode =
    isMpaError(e) && e.kind === 'unauthorized' ? 3 : isMpaError(e) && e.kind === 'validation' ? 2 : 1;
}
