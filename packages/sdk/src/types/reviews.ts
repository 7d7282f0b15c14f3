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

/** A flagged review (fields beyond the flag id are not shown by the spec). */
export interface FlaggedReview {
  flagId: number;
  reviewId?: number;
  reason?: string;
  isResolved?: boolean;
  [key: string]: unknown;
}

export interface ModeratePayload {
  reviewId: number;
  status: ModerationCode;
  moderatorNotes?: string;
}
