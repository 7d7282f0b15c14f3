#!/usr/bin/env node
// npm test: every package built (Nx's cache makes an unchanged build free), then the web end-to-end tests, the
// longest task, side by side with all the other checks. Nx has no task priority: in one run-many the e2e could wait
// for a slot behind shorter tasks, and the other checks, one slot between them, ran their waits one after another.
// Here the e2e starts at once in its own Nx run and the other checks run in a second one, two at a time.
// The checks that read only the sources (lint, the format check) run beside the builds, one at a time: the builds
// leave a core idle while the SDK, which the others wait for, is built alone; what they use then is not taken from
// the e2e later.
// Exit status: the first failing run's.
// With NX_PROFILE=<file>.json (.ci/run), each Nx run writes its own <file>-<part>.json for .ci/task-times.mjs.
import { spawn } from 'node:child_process';

/** Checks of the sources alone: no build needed. */
const EARLY = ['lint', 'format:check'];
const OTHERS = ['test', 'typecheck', 'lint:unused'];
/** How many of the other checks run at once beside the e2e: much of their time is spent waiting on servers. */
const OTHERS_PARALLEL = 2;

const profile = process.env.NX_PROFILE;
const profileOf = (part) => (profile ? { NX_PROFILE: profile.replace(/(\.json)?$/, `-${part}.json`) } : {});

function nx(part, args) {
  const child = spawn('npx', ['nx', 'run-many', ...args, '--output-style=stream'], {
    stdio: 'inherit',
    env: { ...process.env, ...profileOf(part) },
  });
  return new Promise((resolve) => {
    child.on('error', (e) => {
      console.error(`test: npx nx could not start: ${e.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const early = nx('early', ['-t', ...EARLY, '--parallel=1']);
const built = await nx('build', ['-t', 'build']);
if (built !== 0) {
  await early;
  process.exit(built);
}
const [e2e, checked, others] = await Promise.all([
  nx('e2e', ['-t', 'e2e', '--excludeTaskDependencies']),
  early,
  // after the early checks, so that no more than three tasks share the two cores with the e2e
  early.then(() =>
    nx('others', ['-t', ...OTHERS, '--excludeTaskDependencies', `--parallel=${OTHERS_PARALLEL}`]),
  ),
]);
process.exit(e2e || checked || others);
