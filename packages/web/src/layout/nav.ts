import type { IconName } from '@blueprintjs/icons';
import type { Queue } from './QueueBadge';

export interface NavEntry {
  label: string;
  path: string;
  icon: IconName;
  /** Shown in the mobile overlay sidebar too (spec §2: not Featured Ads, Paid Services, Shop Categories). */
  mobile: boolean;
  /** The work queue whose length its badge shows. */
  queue?: Queue;
}

/** Spec §2 Layout shell, 'Main' group, in the spec's order. */
export const MAIN_NAV: NavEntry[] = [
  { label: 'Dashboard', path: '/dashboard', icon: 'dashboard', mobile: true },
  { label: 'Appointments', path: '/appointments', icon: 'calendar', mobile: true },
  { label: 'Services', path: '/services', icon: 'wrench', mobile: true },
  { label: 'Shops', path: '/shops', icon: 'shop', mobile: true },
  { label: 'Shop Categories', path: '/shop-categories', icon: 'tag', mobile: false },
  { label: 'Moderate Reviews', path: '/reviews-moderation', icon: 'comment', mobile: true, queue: 'reviews' },
  { label: 'Vendors', path: '/vendors', icon: 'people', mobile: true },
  { label: 'Vendors Services', path: '/vendors-services', icon: 'list', mobile: true },
  { label: 'Clients', path: '/clients', icon: 'person', mobile: true },
  { label: 'Referral Config', path: '/referral-config', icon: 'share', mobile: true },
  { label: 'Points Mapping Config', path: '/points-mapping-config', icon: 'exchange', mobile: true },
  { label: 'Referral Codes', path: '/referral-codes', icon: 'barcode', mobile: true },
  { label: 'Redemptions', path: '/redemptions', icon: 'bank-account', mobile: true, queue: 'redemptions' },
  { label: 'Featured Ads', path: '/featured-ads', icon: 'star', mobile: false },
  { label: 'Paid Services', path: '/premium-services', icon: 'dollar', mobile: false },
];

/** Spec §2 Layout shell, 'Account' group. */
export const ACCOUNT_NAV: NavEntry[] = [
  { label: 'Profile', path: '/profile', icon: 'user', mobile: true },
  { label: 'Settings', path: '/settings', icon: 'cog', mobile: true },
];
