import type { Id } from '../i18n';
import type { IconName } from '@blueprintjs/icons';
import type { Queue } from './QueueBadge';

export interface NavEntry {
  /** Its words' message id. */
  label: Id;
  path: string;
  icon: IconName;
  /** Shown in the mobile overlay sidebar too (spec §2: not Featured Ads, Paid Services, Shop Categories). */
  mobile: boolean;
  /** The work queue whose length its badge shows. */
  queue?: Queue;
}

/** Spec §2 Layout shell, 'Main' group, in the spec's order. */
export const MAIN_NAV: NavEntry[] = [
  { label: 'ui.nav.dashboard', path: '/dashboard', icon: 'dashboard', mobile: true },
  { label: 'ui.nav.appointments', path: '/appointments', icon: 'calendar', mobile: true },
  { label: 'ui.nav.services', path: '/services', icon: 'wrench', mobile: true },
  { label: 'ui.nav.shops', path: '/shops', icon: 'shop', mobile: true },
  { label: 'ui.nav.shopCategories', path: '/shop-categories', icon: 'tag', mobile: false },
  {
    label: 'ui.nav.moderateReviews',
    path: '/reviews-moderation',
    icon: 'comment',
    mobile: true,
    queue: 'reviews',
  },
  { label: 'ui.nav.vendors', path: '/vendors', icon: 'people', mobile: true },
  { label: 'ui.nav.vendorsServices', path: '/vendors-services', icon: 'list', mobile: true },
  { label: 'ui.nav.clients', path: '/clients', icon: 'person', mobile: true },
  { label: 'ui.nav.referralConfig', path: '/referral-config', icon: 'share', mobile: true },
  { label: 'ui.nav.pointsMappingConfig', path: '/points-mapping-config', icon: 'exchange', mobile: true },
  { label: 'ui.nav.referralCodes', path: '/referral-codes', icon: 'barcode', mobile: true },
  {
    label: 'ui.nav.redemptions',
    path: '/redemptions',
    icon: 'bank-account',
    mobile: true,
    queue: 'redemptions',
  },
  { label: 'ui.nav.featuredAds', path: '/featured-ads', icon: 'star', mobile: false },
  { label: 'ui.nav.paidServices', path: '/premium-services', icon: 'dollar', mobile: false },
];

/** Spec §2 Layout shell, 'Account' group. */
export const ACCOUNT_NAV: NavEntry[] = [
  { label: 'ui.nav.profile', path: '/profile', icon: 'user', mobile: true },
  { label: 'ui.nav.settings', path: '/settings', icon: 'cog', mobile: true },
];
