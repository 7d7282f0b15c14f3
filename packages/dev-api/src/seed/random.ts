/** Deterministic pseudo-random numbers (mulberry32), so every seed run builds the same data. */
export class Rng {
  private state: number;

  constructor(seed: number | string) {
    this.state = typeof seed === 'number' ? seed >>> 0 : hash(seed);
  }

  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [lo, hi]. */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  /** Weighted choice: [[value, weight], ...]. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T {
    const total = choices.reduce((a, [, w]) => a + w, 0);
    let x = this.next() * total;
    for (const [v, w] of choices) if ((x -= w) < 0) return v;
    return choices[choices.length - 1][0];
  }

  /** ISO date-time between two epoch milliseconds. */
  dateBetween(from: number, to: number): string {
    return new Date(from + Math.floor(this.next() * (to - from))).toISOString();
  }

  digits(count: number): string {
    let s = '';
    for (let i = 0; i < count; i++) s += String(this.int(0, 9));
    return s;
  }
}

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}
