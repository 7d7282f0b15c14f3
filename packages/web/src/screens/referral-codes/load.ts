import type { ReferralCode } from '@marketplace-admin/sdk';
import { sourcePrefetch, type ListSource } from '../../hooks/listSource';

/** The referral code list (the screen and its route's prefetch read it alike). */
export const CODES: ListSource<ReferralCode> = {
  key: 'referrals.codes',
  defaults: { sortBy: 'referralCode' },
  read: (sdk) => (q) => sdk.referrals.codes.list(q),
};

export const prefetch = sourcePrefetch(CODES);
