import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { updateSettings } from '../hooks/useSettings';
import { formatAmount, formatDate, formatDateTime, fromZonedInput, toZonedInput } from './format';

const REQUESTED = '2025-03-09T14:35:00Z';
// files share a worker's localStorage: start and leave with the defaults
const defaults = () => void updateSettings({ language: 'en', timezone: 'UTC+0' });
beforeEach(defaults);
afterEach(defaults);

describe('format', () => {
  it('writes dates, times and amounts in en-US and UTC+0 by default, the same on every call', () => {
    for (let i = 0; i < 2; i++) {
      expect(formatDate('2026-11-24T09:05:00Z')).toBe('Nov 24, 2026');
      expect(formatDateTime('2026-11-24T09:05:00Z')).toMatch(/^Nov 24, 2026, 9:05\sAM$/);
      expect(formatAmount(1234.567)).toBe('1,234.57');
      expect(formatAmount(0)).toBe('0');
    }
  });

  it('writes times in the timezone chosen in Settings, as soon as it is chosen', () => {
    updateSettings({ timezone: 'UTC+1' });
    expect(formatDateTime(REQUESTED)).toMatch(/^Mar 9, 2025, 3:35\sPM$/);
    updateSettings({ timezone: 'UTC-8' });
    expect(formatDateTime(REQUESTED)).toMatch(/^Mar 9, 2025, 6:35\sAM$/);
    // a date near midnight falls on the zone's day
    expect(formatDate('2025-03-09T03:00:00Z')).toBe('Mar 8, 2025');
    // a day without a time is that day in every zone
    expect(formatDate('2025-03-09')).toBe('Mar 9, 2025');
  });

  it("writes dates and numbers with the chosen language's conventions", () => {
    updateSettings({ timezone: 'UTC+1', language: 'de' });
    expect(formatDateTime(REQUESTED)).toBe('09.03.2025, 15:35');
    expect(formatAmount(1234.5)).toBe('1.234,5');
    expect(formatAmount(-0.001)).toBe('0');
    updateSettings({ language: 'fr' });
    expect(formatDateTime(REQUESTED)).toBe('9 mars 2025, 15:35');
    expect(formatAmount(1234.5)).toMatch(/^1\s234,5$/);
    updateSettings({ language: 'es' });
    expect(formatDate(REQUESTED)).toBe('9 mar 2025');
    expect(formatAmount(12345.5)).toBe('12.345,5');
  });

  it('reads and writes date inputs in the chosen timezone, keeping the instant', () => {
    updateSettings({ timezone: 'UTC+1' });
    expect(fromZonedInput('2026-01-01T10:00:00')!.toISOString()).toBe('2026-01-01T09:00:00.000Z');
    expect(toZonedInput(new Date('2026-01-01T09:00:00Z'))).toBe('2026-01-01T10:00:00');
    updateSettings({ timezone: 'UTC-8' });
    expect(fromZonedInput('2026-01-01T10:00')!.toISOString()).toBe('2026-01-01T18:00:00.000Z');
    // as Blueprint's DateInput writes it, with the browser's offset after the wall clock
    expect(fromZonedInput('2026-01-01T10:00+05:30')!.toISOString()).toBe('2026-01-01T18:00:00.000Z');
    expect(toZonedInput(new Date('2026-01-01T03:00:00Z'))).toBe('2025-12-31T19:00:00');
    expect(fromZonedInput('not a date')).toBeNull();
    expect(toZonedInput(null)).toBeNull();
  });

  it('writes any amount as Intl would, but never "-0"', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
    const samples = [
      0,
      -0,
      1,
      -1,
      0.5,
      0.005,
      0.004,
      -0.004,
      1.005,
      2.675,
      12.3,
      999.999,
      1000,
      -1234.5,
      1234567.891,
      99999999.995,
      1e14 + 0.25,
      1e15,
      1e21,
      -1e16,
    ];
    // the same 2,000 amounts on every run (a seeded generator), spread over 12 orders of magnitude, some negative
    let seed = 42;
    const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
    for (let i = 0; i < 2000; i++)
      samples.push(Math.round((random() - 0.3) * 10 ** (1 + (i % 12)) * 1000) / 1000);
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
