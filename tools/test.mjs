#!/usr/bin/env node
// npm test: every package built (Nx's cache makes an unchanged build free), then the web end-to-end tests, the
// longest task, side by side with all the other checks. Nx has no task priority: in one run-many the e2e could wait
// for a slot behind shorter tasks, and the other checks, one slot between them, ran their waits one after another.
// Here the e2e starts in its own Nx run once the panel is built, and the other checks run in a second one, two at a
// time, as soon as the packages they need are built (the SDK, the dev API, the CLI: the panel's build, the longest,
// goes on beside them; only the e2e and the size budgets read it).
// Exit status: the first failing run's.
// With NX_PROFILE=<file>.json (.ci/run), each Nx run writes its own <file>-<part>.json for .ci/task-times.mjs.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const OTHERS = ['test', 'typecheck', 'lint', 'lint:unused', 'format:check'];
/** How many of the other checks run at once beside the e2e: much of their time is spent waiting on servers. */
const OTHERS_PARALLEL = 2;

const profile = process.env.NX_PROFILE;
const profileOf = (part) => (profile ? { NX_PROFILE: profile.replace(/(\.json)?$/, `-${part}.json`) } : {});

// Nx's own script run by this Node, not through npx (0.3 s of CPU a run); its project graph's plugins loaded in its own
// process, not in three worker processes of their own (NX_ISOLATE_PLUGINS: 1.1 s of CPU and 0.7 s a run)
const nxPackage = createRequire(import.meta.url).resolve('nx/package.json');
const NX_BIN = join(dirname(nxPackage), JSON.parse(readFileSync(nxPackage, 'utf8')).bin.nx);

function nx(part, args) {
  const child = spawn(process.execPath, [NX_BIN, 'run-many', ...args, '--output-style=stream'], {
    stdio: 'inherit',
    env: { NX_ISOLATE_PLUGINS: 'false', ...process.env, ...profileOf(part) },
  });
  return new Promise((resolve) => {
    child.on('error', (e) => {
      console.error(`test: nx could not start: ${e.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const WEB = '@marketplace-admin/web';
const packagesBuilt = nx('build', ['-t', 'build', '--exclude', WEB]);
// the panel's build depends on no other package's (it compiles the SDK's sources itself)
const panelBuilt = nx('build-web', ['-t', 'build', '-p', WEB, '--excludeTaskDependencies']);
const after = async (builds, part, args) =>
  (await Promise.all(builds)).find((code) => code !== 0) ?? nx(part, args);
const [e2e, others] = await Promise.all([
  after([packagesBuilt, panelBuilt], 'e2e', ['-t', 'e2e', 'budget', '-p', WEB, '--excludeTaskDependencies']),
  after([packagesBuilt], 'others', [
    '-t',
    ...OTHERS,
    '--excludeTaskDependencies',
    `--parallel=${OTHERS_PARALLEL}`,
  ]),
]);
process.exit(e2e || others);
