import type { Command } from 'commander';

/** A top-level command, loaded only when it runs (or its help is asked for). */
export interface NounEntry {
  name: string;
  summary: string;
  /** Sub-commands, for help listings and shell completion. */
  verbs: string[];
  load: () => Promise<{ register(program: Command): void }>;
}

export const NOUNS: NounEntry[] = [
  { name: 'login', summary: 'Sign in (prompts on a terminal; --mobile and --password-stdin for scripts)', verbs: [], load: () => import('./commands/auth/index') },
  { name: 'logout', summary: 'Sign out and forget the session of this profile', verbs: [], load: () => import('./commands/auth/index') },
  { name: 'whoami', summary: 'Show who is signed in, on which profile and server', verbs: [], load: () => import('./commands/auth/index') },
  { name: 'config', summary: 'Get and set per-profile settings (auth-url, api-url)', verbs: ['get', 'set', 'unset', 'list'], load: () => import('./commands/config/index') },
  { name: 'services', summary: 'Services (a tree with sub-services)', verbs: ['list', 'get', 'create', 'update', 'delete', 'reorder', 'feature', 'status'], load: () => import('./commands/services/index') },
  { name: 'vendors', summary: 'Vendors', verbs: ['list', 'get', 'create', 'update', 'delete', 'activate', 'deactivate', 'services', 'link'], load: () => import('./commands/vendors/index') },
  { name: 'vendor-services', summary: 'Vendor-to-service links with units and rates', verbs: ['list', 'get', 'by-mobile', 'activate', 'deactivate', 'delete'], load: () => import('./commands/vendor-services/index') },
  { name: 'shops', summary: 'Shops', verbs: ['list', 'get', 'create', 'update', 'delete'], load: () => import('./commands/shops/index') },
  { name: 'shop-categories', summary: 'Shop categories', verbs: ['list', 'create', 'update', 'delete', 'reorder'], load: () => import('./commands/shop-categories/index') },
  { name: 'reviews', summary: 'Review moderation', verbs: ['list', 'approve', 'reject', 'delete', 'flagged', 'resolve'], load: () => import('./commands/reviews/index') },
  { name: 'referral-configs', summary: 'Referral reward settings', verbs: ['list', 'update'], load: () => import('./commands/rewards/index') },
  { name: 'token-mappings', summary: 'The token (points) conversion table', verbs: ['list', 'update'], load: () => import('./commands/rewards/index') },
  { name: 'referral-codes', summary: 'Referral codes', verbs: ['list', 'export', 'activate', 'deactivate'], load: () => import('./commands/referral-codes/index') },
  { name: 'redemptions', summary: 'Redemption requests', verbs: ['list', 'approve', 'reject', 'delete'], load: () => import('./commands/redemptions/index') },
  { name: 'featured-ads', summary: 'Featured ads', verbs: ['list', 'create', 'update', 'delete'], load: () => import('./commands/featured-ads/index') },
  { name: 'paid-services', summary: 'Paid (premium) subscriptions of vendors and shops', verbs: ['list', 'get', 'create', 'update', 'delete', 'toggle', 'plans'], load: () => import('./commands/paid-services/index') },
  { name: 'api', summary: 'Call any endpoint of the SDK table and print the envelope', verbs: [], load: () => import('./commands/api/index') },
  { name: 'completion', summary: 'Print a shell completion script (bash or zsh)', verbs: ['bash', 'zsh'], load: () => import('./commands/completion/index') },
];
