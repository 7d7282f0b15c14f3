// Spec §9 constants that only the panel uses (layout, gestures, local-only screens). The SDK keeps
// the ones every client needs (paging, sort keys, limits, debounce values the screens share).

/** Mobile breakpoint (spec §2, §9). */
export const MOBILE_BREAKPOINT_PX = 768;
/** Sidebar: 16rem wide, 18rem on mobile, 3rem collapsed; its state kept in a cookie for 7 days. */
export const SIDEBAR = {
  width: '16rem',
  widthMobile: '18rem',
  widthCollapsed: '3rem',
  cookieDays: 7,
} as const;
/** The services tree's context menu opens on a long press of 700 ms. */
export const LONG_PRESS_MS = 700;
/** Appointment time slots: hourly 9:00 AM to 5:00 PM (9 slots). */
export const TIME_SLOTS = [
  '9:00 AM',
  '10:00 AM',
  '11:00 AM',
  '12:00 PM',
  '1:00 PM',
  '2:00 PM',
  '3:00 PM',
  '4:00 PM',
  '5:00 PM',
] as const;
/** Appointment service options (sample data). */
export const APPOINTMENT_SERVICES = [
  'Plumbing',
  'Electrical',
  'HVAC',
  'Landscaping',
  'Cleaning',
  'Pest Control',
] as const;
/** Settings (local only): languages and timezones. */
export const LANGUAGES = ['en', 'es', 'fr', 'de'] as const;
export const TIMEZONES = ['UTC-8', 'UTC-7', 'UTC-6', 'UTC-5', 'UTC+0', 'UTC+1'] as const;
/** A reversible change's success toast offers Undo this long (CONTRACT §7). */
export const UNDO_MS = 6000;
/** The sidebar's queue badges are read again this often while the page is visible. */
export const QUEUE_REFRESH_MS = 60_000;
