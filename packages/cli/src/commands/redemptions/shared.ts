import type { MpaClient, RedemptionStatus } from '@marketplace-admin/sdk';
import { allPages } from '../../bulk/retry';
import { UsageError } from '../../errors';

export const COLUMNS = ['redeemRequestId', 'userName', 'requestUserType', 'redeemMethod', 'redeemTokens', 'redeemValue', 'requestDateTime', 'status'];
const STATUS: Record<string, RedemptionStatus> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };

export function statusOf(v: string | undefined): RedemptionStatus {
  const s = STATUS[(v ?? 'pending').toLowerCase()];
  if (!s) throw new UsageError(`--status must be pending, approved or rejected (got '${v}')`);
  return s;
}

/** Every request id in one status (all pages, reads retried). */
export async function idsIn(client: MpaClient, status: RedemptionStatus): Promise<Set<number>> {
  const ids = new Set<number>();
  for await (const r of allPages((page, pageSize) => client.redemptions.list(status, { page, pageSize }))) ids.add(r.redeemRequestId);
  return ids;
}
