import { catalogue } from '../catalogue';
import type { Core } from '../core';
import type { EndpointName } from '../endpoints';
import { DEFAULT_SORT } from '../rules/constants';
import { trimSearchTerms } from '../rules/common';
import { validateRedemptionForm } from '../rules/forms';
import type { CallOptions, Page } from '../types/common';
import type {
  RedeemPayload,
  RedemptionQuery,
  RedemptionRequest,
  RedemptionStatus,
} from '../types/redemptions';
import type { BulkReport } from '../operations/bulk';
import type { DecideRedemptionsOptions, RedemptionSelection } from '../operations/decisions';
import { check, listCall, mutate, pager, type AutoPaging, type Mutation } from './shared';

const t = catalogue.redemption;
const LIST: Record<RedemptionStatus, EndpointName> = {
  Pending: 'redemptions.pending',
  Approved: 'redemptions.approved',
  Rejected: 'redemptions.rejected',
};

/** Redemption requests. */
export interface RedemptionsApi extends AutoPaging<
  RedemptionRequest,
  RedemptionQuery & { status?: RedemptionStatus }
> {
  /**
   * GET /redemptionrequest/v1/pending | approved | rejected with Page, PageSize, SortBy, Search,
   * SortDescending, Status (default status Pending, sort requestDateTime).
   */
  list(status?: RedemptionStatus, q?: RedemptionQuery, opts?: CallOptions): Promise<Page<RedemptionRequest>>;
  /** POST /Redemption/v1/redeem — sets the new status and note (RedemptionDetails). Both required. */
  redeem(body: RedeemPayload, opts?: CallOptions): Promise<Mutation>;
  /** DELETE /redemptionrequest/v1/{id} */
  delete(id: number, opts?: CallOptions): Promise<Mutation>;
  /**
   * Approves many pending requests with one note, on the bulk runner: bounded concurrency, a result
   * per request, a journal to resume from, nothing approved twice (see `runBulk`).
   */
  approveMany(selection: RedemptionSelection, o: DecideRedemptionsOptions): Promise<BulkReport>;
  /** Rejects many pending requests with one note (as `approveMany`). */
  rejectMany(selection: RedemptionSelection, o: DecideRedemptionsOptions): Promise<BulkReport>;
}

/** The methods built on the bulk runner are added by the client (operations/decisions). */
export type RedemptionsCalls = Omit<RedemptionsApi, 'approveMany' | 'rejectMany'>;

/** The redeem body for a request: copies its fields and sets status and note. */
export function redeemBodyFor(
  req: RedemptionRequest,
  status: RedemptionStatus | string,
  note: string,
): RedeemPayload {
  return {
    RedemptionId: req.RedemptionId ?? null,
    RedeemRequestId: req.redeemRequestId,
    RedeemerUserType: req.requestUserType,
    RedeemerUserId: req.requestUserId,
    RedemptionType: req.redeemMethod,
    RedeemedTokens: req.redeemTokens,
    RedeemRate: req.redeemRate,
    RedeemValue: req.redeemValue,
    RedemptionDetails: note,
    Status: status,
  };
}

export function redemptionsApi(core: Core): RedemptionsCalls {
  const list = (status: RedemptionStatus = 'Pending', q: RedemptionQuery = {}, opts?: CallOptions) => {
    const page = q.page ?? 1;
    const pageSize = q.pageSize ?? 10;
    const params = {
      Page: page,
      PageSize: pageSize,
      SortBy: q.sortBy ?? DEFAULT_SORT.redemptions,
      Search: trimSearchTerms(q.search),
      SortDescending: q.sortDescending ?? false,
      Status: status,
    };
    return listCall<RedemptionRequest>(core, LIST[status] ?? LIST.Pending, params, t.loadFailed, opts, {
      page,
      pageSize,
    });
  };
  return {
    list,
    ...pager((q: RedemptionQuery & { status?: RedemptionStatus }, opts?: CallOptions) => {
      const { status, ...rest } = q;
      return list(status, rest, opts);
    }),
    redeem: async (body, opts) => {
      check(
        validateRedemptionForm({ status: body.Status, note: body.RedemptionDetails }),
        'redemptions.redeem',
      );
      const fields: (keyof RedeemPayload)[] = [
        'RedemptionId',
        'RedeemRequestId',
        'RedeemerUserType',
        'RedeemerUserId',
        'RedemptionType',
        'RedeemedTokens',
        'RedeemRate',
        'RedeemValue',
        'RedemptionDetails',
        'Status',
      ];
      const clean = Object.fromEntries(fields.map((k) => [k, body[k] ?? null]));
      return mutate(core, 'redemptions.redeem', clean, t.updateFailed, t.updated, opts);
    },
    delete: (id, opts) => mutate(core, 'redemptions.delete', { id }, t.deleteFailed, undefined, opts),
  };
}
