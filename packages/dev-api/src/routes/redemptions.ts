import { badRequest, conflict, notFound } from '../http/envelope';
import { parsePaging } from '../http/paging';
import type { Ctx, Req, Router } from '../http/router';
import { id, idField, int, num, oneOf, str } from '../http/validate';
import type { Row } from '../db/client';

const SORT: Record<string, string> = {
  username: 'user_name COLLATE NOCASE',
  name: 'user_name COLLATE NOCASE',
  requestusertype: 'request_user_type',
  redeemmethod: 'redeem_method',
  redeemtokens: 'redeem_tokens',
  redeemrate: 'redeem_rate',
  redeemvalue: 'redeem_value',
  requestdatetime: 'request_date_time',
  redeemrequestid: 'id',
  id: 'id',
};
const STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
/** Spec §7: the redemption lists' own spelling of the paging payload, plus Status. */
const REDEMPTION_QUERY = ['Page', 'PageSize', 'SortBy', 'Search', 'SortDescending', 'Status'];

function mapRequest(r: Row): Record<string, unknown> {
  return {
    redeemRequestId: Number(r.id),
    RedemptionId: r.redemption_id ?? null,
    requestUserType: r.request_user_type,
    requestUserId: r.request_user_id ?? null,
    userName: r.user_name,
    redeemMethod: r.redeem_method,
    redeemTokens: Number(r.redeem_tokens),
    redeemRate: Number(r.redeem_rate),
    redeemValue: Number(r.redeem_value),
    requestDateTime: r.request_date_time,
    status: r.status,
    note: r.note ?? null,
  };
}

const list = (status: (typeof STATUSES)[number]) => async (req: Req, ctx: Ctx) => {
  const paging = parsePaging(req.query, { sortKeys: SORT, defaultSort: 'requestdatetime' });
  const asked = req.query.get('Status');
  if (asked && asked.toLowerCase() !== status.toLowerCase() && asked.toLowerCase() !== 'all') {
    throw badRequest(`Status '${asked}' does not match this list (${status})`);
  }
  const data = await ctx.db.page({
    select: '*',
    from: 'FROM redemption_requests',
    where: ['status=?'],
    args: [status],
    search: [
      { cols: ['user_name', 'redeem_method', 'request_user_type', 'note'], index: 'redemption_requests' },
    ],
    paging,
    key: 'id',
    map: mapRequest,
  });
  return { data };
};

export function registerRedemptions(r: Router): void {
  r.get('/redemptionrequest/v1/pending', list('Pending'), { query: REDEMPTION_QUERY });
  r.get('/redemptionrequest/v1/approved', list('Approved'), { query: REDEMPTION_QUERY });
  r.get('/redemptionrequest/v1/rejected', list('Rejected'), { query: REDEMPTION_QUERY });

  /**
   * Moves a Pending request to Approved or Rejected and records the note. One conditional UPDATE
   * answering the row it changed, so of many concurrent redeems of one request exactly one wins; the
   * rest get 409 (and only they read the row again, to say why).
   */
  r.post('/Redemption/v1/redeem', async (req, ctx) => {
    const f = await req.body();
    const requestId = idField(f, ['RedeemRequestId', 'redeemRequestId'], 'RedeemRequestId is required')!;
    const status = str(f, 'Status', { required: 'Status is required.' })!;
    const canonical =
      STATUSES.find((s) => s.toLowerCase() === status.toLowerCase()) ??
      (status.toUpperCase() === 'A' ? 'Approved' : status.toUpperCase() === 'R' ? 'Rejected' : undefined);
    if (!canonical || canonical === 'Pending') throw badRequest('Status must be Approved or Rejected');
    const note = str(f, ['RedemptionDetails', 'note'], { required: 'Note is required.', max: 500 })!;
    int(f, 'RedeemedTokens', { min: 0, minMessage: 'RedeemedTokens must be 0 or more' });
    num(f, 'RedeemRate', { min: 0, minMessage: 'RedeemRate must be 0 or more' });
    num(f, 'RedeemValue', { min: 0, minMessage: 'RedeemValue must be 0 or more' });
    oneOf(f, 'RedeemerUserType', ['V', 'C'] as const);
    idField(f, ['RedeemerUserId'], false);
    str(f, 'RedemptionType', { max: 50 });
    const [row] = await ctx.db.returning(
      `UPDATE redemption_requests SET status=?, note=?, processed_at=?,
         redemption_id=(SELECT COALESCE(MAX(redemption_id), 0) + 1 FROM redemption_requests)
       WHERE id=? AND status='Pending' RETURNING *`,
      [canonical, note, new Date().toISOString(), requestId],
    );
    if (row) return { message: 'Redemption request updated', data: mapRequest(row) };
    const current = await ctx.db.get<{ status: string }>(
      'SELECT status FROM redemption_requests WHERE id=?',
      [requestId],
    );
    if (!current) throw notFound(`Redemption request ${requestId} not found`);
    throw conflict(`Redemption request ${requestId} is no longer Pending (it is ${current.status})`);
  });

  r.del('/redemptionrequest/v1/{id}', async (req, ctx) => {
    const rid = id(req.params.id);
    const { changes } = await ctx.db.run('DELETE FROM redemption_requests WHERE id=?', [rid]);
    if (!changes) throw notFound(`Redemption request ${rid} not found`);
    return { message: 'Redemption request deleted', data: { redeemRequestId: rid } };
  });
}
