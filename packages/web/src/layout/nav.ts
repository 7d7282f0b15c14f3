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

const entry = (label: Id, path: string, icon: IconName, more?: Partial<NavEntry>): NavEntry => ({
  label,
  path,
  icon,
  mobile: true,
  ...more,
});
const desktopOnly = { mobile: false };

/** Spec §2 Layout shell, 'Main' group, in the spec's order. */
export const MAIN_NAV: NavEntry[] = [
  entry('ui.nav.dashboard', '/dashboard', 'dashboard'),
  entry('ui.nav.appointments', '/appointments', 'calendar'),
  entry('ui.nav.services', '/services', 'wrench'),
  entry('ui.nav.shops', '/shops', 'shop'),
  entry('ui.nav.shopCategories', '/shop-categories', 'tag', desktopOnly),
  entry('ui.nav.moderateReviews', '/reviews-moderation', 'comment', { queue: 'reviews' }),
  entry('ui.nav.vendors', '/vendors', 'people'),
  entry('ui.nav.vendorsServices', '/vendors-services', 'list'),
  entry('ui.nav.clients', '/clients', 'person'),
  entry('ui.nav.referralConfig', '/referral-config', 'share'),
  entry('ui.nav.pointsMappingConfig', '/points-mapping-config', 'exchange'),
  entry('ui.nav.referralCodes', '/referral-codes', 'barcode'),
  entry('ui.nav.redemptions', '/redemptions', 'bank-account', { queue: 'redemptions' }),
  entry('ui.nav.featuredAds', '/featured-ads', 'star', desktopOnly),
  entry('ui.nav.paidServices', '/premium-services', 'dollar', desktopOnly),
];

/** Spec §2 Layout shell, 'Account' group. */
export const ACCOUNT_NAV: NavEntry[] = [
  entry('ui.nav.profile', '/profile', 'user'),
  entry('ui.nav.settings', '/settings', 'cog'),
];
