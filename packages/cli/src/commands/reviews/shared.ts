import type { ReviewStatus } from '@marketplace-admin/sdk';
import { UsageError } from '../../errors';

export function statusOf(v: string | undefined, flag = '--status'): ReviewStatus {
  const s = (v ?? 'pending').toLowerCase();
  if (s !== 'pending' && s !== 'approved' && s !== 'rejected')
    throw new UsageError(`${flag} must be pending, approved or rejected (got '${v}')`);
  return s;
}
