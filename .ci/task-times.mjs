// Prints each Nx task's wall time from the profiles written by NX_PROFILE (Chrome traces: one event a task, its
// times from the epoch), by package, with when it started in the run: the slowest task and what ran beside it are
// seen at a glance. npm test runs Nx more than once (tools/test.mjs), each run writing its own profile.
// Usage: node .ci/task-times.mjs <profile.json>...
import { readFileSync } from 'node:fs';

const events = [];
for (const file of process.argv.slice(2)) {
  try {
    events.push(...JSON.parse(readFileSync(file, 'utf8')));
  } catch (e) {
    console.log(`ci: no task times from ${file} (${e.code ?? e.message})`);
  }
}
const tasks = events.filter((e) => e.ph === 'X');
if (tasks.length === 0) process.exit(0);
const runStart = Math.min(...tasks.map((t) => t.ts));
const s = (us) => (us / 1e6).toFixed(1).padStart(6);
const byPackage = new Map();
for (const t of tasks) {
  const project = t.args?.target?.project ?? t.name.split(':')[0];
  if (!byPackage.has(project)) byPackage.set(project, []);
  byPackage.get(project).push(t);
}
const total = (list) => list.reduce((sum, t) => sum + t.dur, 0);
const packages = [...byPackage].sort((a, b) => total(b[1]) - total(a[1]));
console.log(
  'ci: task times (wall seconds; "at" = seconds after the first task started; tasks run side by side)',
);
for (const [project, list] of packages) {
  console.log(`  ${project.padEnd(28)} ${s(total(list))} s in all`);
  for (const t of list.sort((a, b) => b.dur - a.dur)) {
    const target = t.args?.target?.target ?? t.name.split(':')[1];
    const status = t.args?.status && t.args.status !== 'success' ? `  ${t.args.status}` : '';
    console.log(`    ${target.padEnd(26)} ${s(t.dur)} s  at ${s(t.ts - runStart)} s${status}`);
  }
}
const end = Math.max(...tasks.map((t) => t.ts + t.dur));
console.log(`  first task to last: ${s(end - runStart)} s`);
