import { Button, Callout, Collapse, HTMLTable, Tag } from '@blueprintjs/core';
import { catalogue, type FlaggedReview } from '@marketplace-admin/sdk';
import { useEffect, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { showToast, toastError } from '../../app/toaster';
import { useSdk } from '../../hooks/useSdk';

export const FLAGGED_KEY = ['reviews.flagged', 'unresolved'] as const;
const t = catalogue.reviews;

/** Flagged reviews with unresolved flags, each with a Resolve action (spec §2/§4). */
export function FlaggedReviews({ onResolved }: { onResolved(): void }) {
  const sdk = useSdk();
  const { mutate } = useSWRConfig();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<number | null>(null);
  const { data, error } = useSWR(FLAGGED_KEY, async () => {
    const out: FlaggedReview[] = [];
    for await (const f of sdk.reviews.iterateFlagged({ onlyUnresolved: true, pageSize: 200, sortBy: 'flaggedat', sortDescending: true })) out.push(f);
    return out;
  });
  useEffect(() => {
    if (error) toastError(error, t.loadFlaggedFailed);
  }, [error]);

  const resolve = async (f: FlaggedReview) => {
    setBusy(f.flagId);
    try {
      const res = await sdk.reviews.resolveFlag(f.flagId);
      void showToast({ message: res.serverMessage ?? res.message, intent: 'success' });
      await mutate(FLAGGED_KEY);
      onResolved();
    } catch (e) {
      toastError(e, t.resolveFlagFailed);
    } finally {
      setBusy(null);
    }
  };

  const count = data?.length ?? 0;
  if (!data || count === 0) return null;
  return (
    <Callout intent="warning" compact className="mpa-flagged" icon="warning-sign">
      <div className="mpa-flagged-head">
        <span>
          <strong>{`${count} flagged review${count > 1 ? 's' : ''}`}</strong> with unresolved flags
        </span>
        <Button size="small" variant="minimal" text={open ? 'Hide flags' : 'Show flags'} aria-expanded={open} onClick={() => setOpen(!open)} />
      </div>
      <Collapse isOpen={open}>
        <div className="mpa-flagged-scroll" tabIndex={0} role="region" aria-label="Flagged reviews">
          <HTMLTable compact className="mpa-table" aria-label="Flagged reviews">
            <thead>
              <tr>
                <th>Review</th>
                <th>Status</th>
                <th className="mpa-actions-cell">Actions</th>
              </tr>
            </thead>
            <tbody>
              {data.map((f) => (
                <tr key={f.flagId}>
                  <td>
                    <strong>{String(f.reviewTitle ?? '')}</strong>
                    <div className="mpa-flagged-text">{String(f.reviewText ?? '')}</div>
                  </td>
                  <td>
                    <Tag minimal>{f.moderatedStatus === 'A' ? 'Approved' : f.moderatedStatus === 'R' ? 'Rejected' : 'Pending'}</Tag>
                  </td>
                  <td className="mpa-actions-cell">
                    <Button size="small" icon="tick" text="Resolve" aria-label={`Resolve flag ${f.flagId}`} loading={busy === f.flagId} onClick={() => void resolve(f)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      </Collapse>
    </Callout>
  );
}
