/** Review tab / list status. */
export type ReviewStatus = 'pending' | 'approved' | 'rejected';
/** Moderation decision: A approved, R rejected. */
export type ModerationCode = 'A' | 'R';

/** A review (spec §3). */
export interface Review {
  reviewID: number;
  reviewTitle?: string;
  reviewText?: string;
  rating?: number;
  createdAt?: string;
  /** Max 200 characters. */
  moderatorNotes?: string | null;
  moderatedStatus?: ModerationCode | string | null;
  [key: string]: unknown;
}

/** A flagged review: the review's fields (spec §3) and the flag's id, which resolving needs (spec §7). */
export interface FlaggedReview extends Review {
  flagId: number;
}

export interface ModeratePayload {
  reviewId: number;
  status: ModerationCode;
  moderatorNotes?: string;
}
