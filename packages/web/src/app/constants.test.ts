import { describe, expect, it } from 'vitest';
import { LANGUAGES, LONG_PRESS_MS, MOBILE_BREAKPOINT_PX, SIDEBAR, TIME_SLOTS, TIMEZONES } from './constants';

describe('the panel-only constants of spec §9', () => {
  it('time slots run hourly from 9:00 AM to 5:00 PM (9 slots)', () => {
    expect(TIME_SLOTS).toHaveLength(9);
    expect([TIME_SLOTS[0], TIME_SLOTS[8]]).toEqual(['9:00 AM', '5:00 PM']);
  });
  it('sidebar 16rem (18rem mobile, 3rem collapsed), cookie 7 days; breakpoint 768px; long press 700 ms', () => {
    expect(SIDEBAR).toEqual({ width: '16rem', widthMobile: '18rem', widthCollapsed: '3rem', cookieDays: 7 });
    expect([MOBILE_BREAKPOINT_PX, LONG_PRESS_MS]).toEqual([768, 700]);
  });
  it('languages and timezones', () => {
    expect(LANGUAGES).toEqual(['en', 'es', 'fr', 'de']);
    expect(TIMEZONES).toEqual(['UTC-8', 'UTC-7', 'UTC-6', 'UTC-5', 'UTC+0', 'UTC+1']);
  });
});
