import type { RedemptionStatus } from '@marketplace-admin/sdk';
import { UsageError } from '../../errors';

const STATUS: Record<string, RedemptionStatus> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

export function statusOf(v: string | undefined): RedemptionStatus {
  const s = STATUS[(v ?? 'pending').toLowerCase()];
  if (!s) throw new UsageError(`--status must be pending, approved or rejected (got '${v}')`);
  return s;
}
