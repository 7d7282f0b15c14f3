#!/usr/bin/env node
// npm test: every package built (Nx's cache makes an unchanged build free), then the web end-to-end tests, the
// longest task, side by side with all the other checks. Nx has no task priority: in one run-many the e2e could wait
// for a slot behind shorter tasks, and the checks beside it took the CPU its timing-sensitive tests need. Here the
// e2e starts first in its own Nx run, and the other checks run in a second one at a lower CPU priority (nice), so
// they use what the e2e leaves idle. Exit status: the first failing run's.
// With NX_PROFILE=<file>.json (.ci/run), each Nx run writes its own <file>-<part>.json for .ci/task-times.mjs.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const OTHERS = ['test', 'typecheck', 'lint', 'lint:unused', 'format:check'];
/** How many of the other checks run at once beside the e2e: most of their time is spent waiting on servers. */
const OTHERS_PARALLEL = 2;
const NICE = '/usr/bin/nice';

const profile = process.env.NX_PROFILE;
const profileOf = (part) => (profile ? { NX_PROFILE: profile.replace(/(\.json)?$/, `-${part}.json`) } : {});

function nx(part, args, { lowPriority = false } = {}) {
  const nxArgs = ['nx', 'run-many', ...args, '--output-style=stream'];
  const [command, argv] =
    lowPriority && existsSync(NICE) ? [NICE, ['-n', '10', 'npx', ...nxArgs]] : ['npx', nxArgs];
  const child = spawn(command, argv, { stdio: 'inherit', env: { ...process.env, ...profileOf(part) } });
  return new Promise((resolve) => {
    child.on('error', (e) => {
      console.error(`test: ${command} could not start: ${e.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const built = await nx('build', ['-t', 'build']);
if (built !== 0) process.exit(built);
const [e2e, others] = await Promise.all([
  nx('e2e', ['-t', 'e2e', '--excludeTaskDependencies']),
  nx('others', ['-t', ...OTHERS, '--excludeTaskDependencies', `--parallel=${OTHERS_PARALLEL}`], {
    lowPriority: true,
  }),
]);
process.exit(e2e || others);
