import { Button, Callout, HTMLTable } from '@blueprintjs/core';
import { LightButton, LightTag } from '../../components/LightControls';
import { type FlaggedReview } from '@marketplace-admin/sdk';
import { useState } from 'react';
import { useListQuery } from '../../hooks/useListQuery';
import { useRowAction } from '../../hooks/useRowAction';
import { useSdk } from '../../hooks/useSdk';
import { fetchFlagCount, FLAG_COUNT, FLAGGED, UNRESOLVED_FLAGS } from './load';
import { useT } from '../../i18n';

/** The flagged notice's count (the server's total of unresolved flags), read with the screen's first page. */
export function useFlagCount() {
  const sdk = useSdk();
  return useListQuery(FLAGGED, FLAG_COUNT, fetchFlagCount(sdk), 'reviews.loadFlaggedFailed');
}

/**
 * Flagged reviews with unresolved flags, each with a Resolve action (spec §2/§4). The notice shows the server's
 * count (`head`, from useFlagCount); the flags themselves (every page: there may be thousands) are read when
 * "Show flags" opens them.
 */
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
                    <LightTag>
                      {t(
                        f.moderatedStatus === 'A'
                          ? 'ui.reviews.approved'
                          : f.moderatedStatus === 'R'
                            ? 'ui.reviews.rejected'
                            : 'ui.reviews.pending',
                      )}
                    </LightTag>
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
