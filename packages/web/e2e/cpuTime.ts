import { readdirSync, readFileSync } from 'node:fs';

declare module 'vitest' {
  interface TaskMeta {
    /** The CPU seconds a file took in its worker and the processes under it (e2e/setup.ts). */
    cpuSeconds?: number;
  }
}

/** /proc's clock ticks per second (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** A process's parent and its CPU ticks, its own and its exited children's once waited for (/proc/<pid>/stat). */
function statOf(pid: string): { ppid: string; ticks: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the fields after the command name, which may hold spaces and parentheses
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { ppid: f[1], ticks: Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]) };
  } catch {
    return undefined; // gone meanwhile
  }
}

/**
 * The CPU seconds this process and every process under it have used: an e2e worker, its Chromium with each renderer,
 * the servers and shells its tests start. A file's share of a loaded machine is its CPU, not its wall time, which
 * the files running beside it stretch. Undefined where there is no /proc.
 */
export function treeCpuSeconds(): number | undefined {
  const self = statOf(String(process.pid));
  if (!self) return undefined;
  const children = new Map<string, string[]>();
  const ticks = new Map<string, number>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const stat = statOf(pid);
    if (!stat) continue;
    ticks.set(pid, stat.ticks);
    children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), pid]);
  }
  let total = self.ticks;
  for (const todo = [...(children.get(String(process.pid)) ?? [])]; todo.length;) {
    const pid = todo.pop()!;
    total += ticks.get(pid) ?? 0;
    todo.push(...(children.get(pid) ?? []));
  }
  return total / TICKS_PER_SECOND;
}
