import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, resolveTimeZone, TIME_ZONE_CHOICES } from '../src/index';

// every zone the panel offers, and the fixed ones at IANA's ends
const zones = [...TIME_ZONE_CHOICES.map((c) => resolveTimeZone(c)!), 'Etc/GMT-14', 'Etc/GMT+12'];
// instants across three decades, at every hour and odd minutes (midnight, noon, month and year ends included)
const instants: Date[] = [];
for (let t = Date.UTC(1999, 11, 31, 0, 0); t < Date.UTC(2031, 0, 2); t += 37 * 3_600_000 + 7 * 60_000)
  instants.push(new Date(t));
for (const edge of [
  '2024-02-29T23:59:59Z',
  '2025-03-09T14:35:00Z',
  '2025-12-31T23:30:00Z',
  '2026-01-01T00:00:00Z',
  '2026-06-30T12:00:00Z',
])
  instants.push(new Date(edge));

describe('dates in English in a fixed-offset zone (written without Intl)', () => {
  it("the panel's timezone choices resolve to their IANA fixed zones", () => {
    expect(TIME_ZONE_CHOICES.map((c) => resolveTimeZone(c))).toEqual([
      'Etc/GMT+8',
      'Etc/GMT+7',
      'Etc/GMT+6',
      'Etc/GMT+5',
      'UTC',
      'Etc/GMT-1',
    ]);
    expect(resolveTimeZone('Europe/Paris')).toBe('Europe/Paris');
    expect(resolveTimeZone('Mars/Base')).toBeUndefined();
  });

  it('reads exactly as Intl writes them, in every zone, over three decades', () => {
    // every difference collected and compared once: an expect() a value cost more than the formatting
    const differences: string[] = [];
    for (const timeZone of zones) {
      const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone });
      const dateTime = new Intl.DateTimeFormat('en-US', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone,
      });
      for (const d of instants) {
        const iso = d.toISOString();
        const [gotDate, gotDateTime] = [formatDate(iso, timeZone), formatDateTime(iso, timeZone)];
        if (gotDate !== date.format(d))
          differences.push(`${iso} ${timeZone}: ${gotDate} != ${date.format(d)}`);
        if (gotDateTime !== dateTime.format(d))
          differences.push(`${iso} ${timeZone}: ${gotDateTime} != ${dateTime.format(d)}`);
      }
    }
    expect(zones.length * instants.length).toBeGreaterThan(50_000);
    expect(differences).toEqual([]);
  });

  it('a UTC+1 administrator reads 2025-03-09T14:35:00Z as 3:35 PM, a UTC-8 one as 6:35 AM; a calendar day is that day anywhere', () => {
    expect(formatDateTime('2025-03-09T14:35:00Z', resolveTimeZone('UTC+1'))).toBe('Mar 9, 2025, 3:35 PM');
    expect(formatDateTime('2025-03-09T14:35:00Z', resolveTimeZone('UTC-8'))).toBe('Mar 9, 2025, 6:35 AM');
    expect(formatDate('2026-11-24', resolveTimeZone('UTC-8'))).toBe('Nov 24, 2026');
  });
});
