/** Redemption list / request status. */
export type RedemptionStatus = 'Pending' | 'Approved' | 'Rejected';

/** A redemption request (spec §3). */
export interface RedemptionRequest {
  redeemRequestId: number;
  RedemptionId?: number | null;
  requestUserType?: string;
  requestUserId?: number;
  userName?: string;
  redeemMethod?: string;
  redeemTokens?: number;
  redeemRate?: number;
  redeemValue?: number;
  requestDateTime?: string;
  status?: RedemptionStatus | string;
  note?: string | null;
}

/** POST /Redemption/v1/redeem body (field names exactly as the spec writes them). */
export interface RedeemPayload {
  RedemptionId?: number | null;
  RedeemRequestId: number;
  RedeemerUserType?: string;
  RedeemerUserId?: number;
  RedemptionType?: string;
  RedeemedTokens?: number;
  RedeemRate?: number;
  RedeemValue?: number;
  /** The note. */
  RedemptionDetails: string;
  Status: RedemptionStatus | string;
}

/** Query of the redemption lists. */
export interface RedemptionQuery {
  page?: number;
  pageSize?: number;
  sortBy?: string;
  search?: string;
  sortDescending?: boolean;
}
