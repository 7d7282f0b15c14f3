#!/usr/bin/env node
// Exports every referral code — streamed page by page (constant memory), CSV by default.
//
//   MPA_TOKEN=... MPA_API_URL=http://127.0.0.1:4010 node export-referral-codes.mjs [--format csv|json|ndjson] [--output codes.csv]
//
// Without --output the file goes to stdout; with it, to a temporary file renamed when complete (no
// half-written file is ever left under that name). Exit codes: 0 ok, 1 failure, 2 usage, 3 session expired.
import { createWriteStream, renameSync, rmSync } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { createClient, EXPORT_FORMATS, exportList, isMpaError } from '@marketplace-admin/sdk';

const { values: args } = parseArgs({
  options: { format: { type: 'string', default: 'csv' }, output: { type: 'string' } },
});
if (!process.env.MPA_TOKEN || !EXPORT_FORMATS.includes(args.format)) {
  console.error(`Set MPA_TOKEN; --format is one of ${EXPORT_FORMATS.join(', ')}.`);
  process.exit(2);
}

const client = createClient({
  authBaseUrl: process.env.MPA_AUTH_URL ?? 'http://127.0.0.1:4011',
  apiBaseUrl: process.env.MPA_API_URL ?? 'http://127.0.0.1:4010',
  token: process.env.MPA_TOKEN,
});

let rows = 0;
const chunks = exportList(client.referrals.codes, {
  format: args.format,
  columns: ['codeId', 'referralCode', 'userType', 'vendorName', 'clientName', 'isActive'],
  onProgress: (p) => (rows = p.done),
});
const tmp = args.output && `${args.output}.partial-${process.pid}`;
try {
  await pipeline(Readable.from(chunks), tmp ? createWriteStream(tmp, { mode: 0o600 }) : process.stdout);
  if (tmp) renameSync(tmp, args.output);
  console.error(`Exported ${rows} referral codes${args.output ? ` to ${args.output}` : ''}.`);
} catch (e) {
  if (tmp) rmSync(tmp, { force: true });
  console.error(isMpaError(e) ? e.message : String(e));
  process.exitCode = isMpaError(e) && e.kind === 'unauthorized' ? 3 : 1;
}
