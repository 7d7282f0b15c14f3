import type { MpaClient, ReviewStatus } from '@marketplace-admin/sdk';
import { allPages } from '../../bulk/retry';
import { UsageError } from '../../errors';

export const COLUMNS = ['reviewID', 'reviewTitle', 'rating', 'createdAt', 'moderatorNotes'];

export function statusOf(v: string | undefined): ReviewStatus {
  const s = (v ?? 'pending').toLowerCase();
  if (s !== 'pending' && s !== 'approved' && s !== 'rejected') throw new UsageError(`--status must be pending, approved or rejected (got '${v}')`);
  return s;
}

/** Every review id of one tab (all pages, reads retried). */
export async function idsIn(client: MpaClient, status: ReviewStatus): Promise<Set<number>> {
  const ids = new Set<number>();
  for await (const r of allPages((page, pageSize) => client.reviews.list(status, { page, pageSize }))) ids.add(r.reviewID);
  return ids;
}
