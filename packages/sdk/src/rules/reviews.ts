import { catalogue } from '../catalogue';
import type { ReviewStatus } from '../types/reviews';
import { MODERATOR_NOTES_MAX, REWARD_TOKENS_MIN } from './constants';

/** Moderator notes: at most 200 characters. */
export function validateModeratorNotes(notes: string | null | undefined): string | null {
  return (notes ?? '').length > MODERATOR_NOTES_MAX ? catalogue.reviews.notesTooLong : null;
}

/**
 * Which actions a review tab offers (§4): pending approve+reject, approved only reject, rejected
 * only approve; delete everywhere.
 */
export function reviewTabActions(tab: ReviewStatus): { approve: boolean; reject: boolean; delete: boolean } {
  return { approve: tab !== 'approved', reject: tab !== 'rejected', delete: true };
}

/** The failure text of each review tab's load. */
export function reviewLoadFailure(tab: ReviewStatus): string {
  return tab === 'approved'
    ? catalogue.reviews.loadApprovedFailed
    : tab === 'rejected'
      ? catalogue.reviews.loadRejectedFailed
      : catalogue.reviews.loadPendingFailed;
}

/** Referral reward tokens: numbers, minimum 0. */
export function validateRewardTokens(v: number | string | null | undefined): string | null {
  const n = typeof v === 'string' && v.trim() === '' ? NaN : Number(v);
  return Number.isFinite(n) && n >= REWARD_TOKENS_MIN ? null : catalogue.rewards.tokensMin;
}
