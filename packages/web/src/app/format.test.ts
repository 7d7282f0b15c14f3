import { describe, expect, it } from 'vitest';
import { formatAmount, formatDate, formatDateTime } from './format';

describe('format', () => {
  it('writes dates, times and amounts in en-US, the same on every call', () => {
    const iso = new Date(2026, 10, 24, 9, 5).toISOString();
    for (let i = 0; i < 2; i++) {
      expect(formatDate(iso)).toBe('Nov 24, 2026');
      expect(formatDateTime(iso)).toMatch(/^Nov 24, 2026, 9:05\sAM$/);
      expect(formatAmount(1234.567)).toBe('1,234.57');
      expect(formatAmount(0)).toBe('0');
    }
  });

  it('writes any amount as Intl would, but never "-0"', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
    const samples = [0, -0, 1, -1, 0.5, 0.005, 0.004, -0.004, 1.005, 2.675, 12.3, 999.999, 1000, -1234.5, 1234567.891, 99999999.995, 1e14 + 0.25, 1e15, 1e21, -1e16];
    // the same 2,000 amounts on every run (a seeded generator), spread over 12 orders of magnitude, some negative
    let seed = 42;
    const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
    for (let i = 0; i < 2000; i++) samples.push(Math.round((random() - 0.3) * 10 ** (1 + (i % 12)) * 1000) / 1000);
    for (const n of samples) expect(formatAmount(n), String(n)).toBe(intl.format(n).replace(/^-0$/, '0'));
    expect(formatAmount(-0.004)).toBe('0');
  });

  it('shows text that is no date as it came, and nothing for a missing value', () => {
    expect(formatDate('soon')).toBe('soon');
    expect(formatDateTime(null)).toBe('');
    expect(formatAmount(undefined)).toBe('');
    expect(formatAmount(null)).toBe('');
  });
});
