import type { Command } from 'commander';
import type { Factory } from './context';

/** What a noun's module exports: registers the noun and its verbs on the program. */
export interface NounModule {
  register(program: Command, f: Factory): void;
}

/**
 * The top-level commands, each loaded only when it runs (or its help is asked for). The summary is
 * what `mpa --help` shows without loading the module; the verbs are the module's own commands.
 */
export interface NounEntry {
  name: string;
  summary: string;
  load: () => Promise<NounModule>;
}

export const NOUNS: NounEntry[] = [
  {
    name: 'login',
    summary: 'Sign in (prompts on a terminal; --mobile and --password-stdin for scripts)',
    load: () => import('./commands/auth/index'),
  },
  {
    name: 'logout',
    summary: 'Sign out and forget the session of this profile',
    load: () => import('./commands/auth/index'),
  },
  {
    name: 'whoami',
    summary: 'Show who is signed in, on which profile and server',
    load: () => import('./commands/auth/index'),
  },
  {
    name: 'config',
    summary: 'Get and set per-profile settings (auth-url, api-url)',
    load: () => import('./commands/config/index'),
  },
  {
    name: 'services',
    summary: 'Services (a tree with sub-services)',
    load: () => import('./commands/services/index'),
  },
  { name: 'vendors', summary: 'Vendors', load: () => import('./commands/vendors/index') },
  {
    name: 'vendor-services',
    summary: 'Vendor-to-service links with units and rates',
    load: () => import('./commands/vendor-services/index'),
  },
  { name: 'shops', summary: 'Shops', load: () => import('./commands/shops/index') },
  {
    name: 'shop-categories',
    summary: 'Shop categories',
    load: () => import('./commands/shop-categories/index'),
  },
  { name: 'reviews', summary: 'Review moderation', load: () => import('./commands/reviews/index') },
  {
    name: 'referral-configs',
    summary: 'Referral reward settings',
    load: () => import('./commands/referral-configs/index'),
  },
  {
    name: 'token-mappings',
    summary: 'The token (points) conversion table',
    load: () => import('./commands/token-mappings/index'),
  },
  {
    name: 'referral-codes',
    summary: 'Referral codes',
    load: () => import('./commands/referral-codes/index'),
  },
  { name: 'redemptions', summary: 'Redemption requests', load: () => import('./commands/redemptions/index') },
  { name: 'featured-ads', summary: 'Featured ads', load: () => import('./commands/featured-ads/index') },
  {
    name: 'paid-services',
    summary: 'Paid (premium) subscriptions of vendors and shops',
    load: () => import('./commands/paid-services/index'),
  },
  {
    name: 'insights',
    summary:
      "The dashboard's figures: queue ages, requests per day, ratings, subscriptions ending, revenue, ads",
    load: () => import('./commands/insights/index'),
  },
  {
    name: 'doctor',
    summary: 'Check a live backend against the contract, read-only (exit 0 clean, 1 drift, 3 auth)',
    load: () => import('./commands/doctor/index'),
  },
  {
    name: 'api',
    summary: 'Call any endpoint of the SDK table and print the envelope',
    load: () => import('./commands/api/index'),
  },
  {
    name: 'completion',
    summary: 'Print a shell completion script (bash or zsh)',
    load: () => import('./commands/completion/index'),
  },
];
