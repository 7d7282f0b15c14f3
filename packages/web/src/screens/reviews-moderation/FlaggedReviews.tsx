import { Button, Callout, HTMLTable } from '@blueprintjs/core';
import { LightButton, LightTag } from '../../components/LightControls';
import { type FlaggedReview } from '@marketplace-admin/sdk';
import { useState } from 'react';
import { useListQuery } from '../../hooks/useListQuery';
import { useRowAction } from '../../hooks/useRowAction';
import { useSdk } from '../../hooks/useSdk';
import { fetchFlagCount, FLAG_COUNT, FLAGGED, UNRESOLVED_FLAGS } from './load';
import { useT, type Id } from '../../i18n';

const STATUS_WORDS: Record<string, Id | undefined> = { A: 'ui.reviews.approved', R: 'ui.reviews.rejected' };

/** The flagged notice's count (the server's total of unresolved flags), read with the screen's first page. */
export function useFlagCount() {
  const sdk = useSdk();
  return useListQuery(FLAGGED, FLAG_COUNT, fetchFlagCount(sdk), 'reviews.loadFlaggedFailed');
}

/** Reviews with unresolved flags, each to Resolve (spec §2/§4); the flags (every page) are read once shown. */
export function FlaggedReviews({
  head,
  onResolved,
}: {
  head: ReturnType<typeof useFlagCount>;
  onResolved(): void;
}) {
  const sdk = useSdk();
  const t = useT();
  const [open, setOpen] = useState(false);
  const { data, mutate } = useListQuery(
    FLAGGED,
    open ? UNRESOLVED_FLAGS : null,
    async (q) => {
      const out: FlaggedReview[] = [];
      for await (const f of sdk.reviews.iterateFlagged(q)) out.push(f);
      return out;
    },
    'reviews.loadFlaggedFailed',
  );
  const row = useRowAction(async () => {
    await Promise.all([head.mutate(), mutate()]);
    onResolved();
  });

  const count = head.data?.totalCount ?? 0;
  if (!head.data || count === 0) return null;
  return (
    <Callout intent="warning" compact className="mpa-flagged" icon="warning-sign">
      <div className="mpa-flagged-head">
        <span>
          <strong>{t('ui.reviews.flaggedCount', { count })}</strong> {t('ui.reviews.withUnresolvedFlags')}
        </span>
        <LightButton
          minimal
          text={open ? t('ui.reviews.hideFlags') : t('ui.reviews.showFlags')}
          expanded={open}
          onClick={() => setOpen(!open)}
        />
      </div>
      {/* no Collapse: it measures its contents as it mounts, a layout forced into the screen's first task */}
      {open && (
        <div
          className="mpa-flagged-scroll"
          tabIndex={0}
          role="region"
          aria-label={t('ui.reviews.flaggedReviews')}
        >
          <HTMLTable compact className="mpa-table" aria-label={t('ui.reviews.flaggedReviews')}>
            <thead>
              <tr>
                <th>{t('columns.reviewText')}</th>
                <th>{t('columns.status')}</th>
                <th className="mpa-actions-cell">{t('ui.reviews.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {!data && (
                <tr>
                  <td colSpan={3} className="bp6-text-muted">
                    {t('common.loading')}
                  </td>
                </tr>
              )}
              {(data ?? []).map((f) => (
                <tr key={f.flagId}>
                  <td>
                    <strong className="mpa-flagged-title">{String(f.reviewTitle ?? '')}</strong>
                    <div className="mpa-flagged-text">{String(f.reviewText ?? '')}</div>
                  </td>
                  <td>
                    <LightTag>{t(STATUS_WORDS[f.moderatedStatus ?? ''] ?? 'ui.reviews.pending')}</LightTag>
                  </td>
                  <td className="mpa-actions-cell">
                    <Button
                      size="small"
                      icon="tick"
                      text={t('ui.reviews.resolve')}
                      aria-label={t('ui.reviews.resolveFlag', { id: f.flagId })}
                      loading={row.isBusy(f.flagId)}
                      onClick={() =>
                        void row.run(
                          f.flagId,
                          () => sdk.reviews.resolveFlag(f.flagId),
                          'reviews.resolveFlagFailed',
                        )
                      }
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
    </Callout>
  );
}
