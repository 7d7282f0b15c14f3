import type { RedemptionRequest, RedemptionStatus } from '@marketplace-admin/sdk';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { asksForOldestPending } from '../../components/Shortcuts/shortcuts';
import { useQueueCursor, type QueueCursor } from '../../components/Shortcuts/useQueueCursor';
import type { ListStateApi } from '../../hooks/useListState';
import { describeRequest } from './redemptionKeys';
import { t } from '../../i18n';

export interface RedemptionCursorOptions {
  tab: RedemptionStatus;
  list: ListStateApi;
  rows: readonly RedemptionRequest[] | undefined;
  totalCount: number | undefined;
  isValidating: boolean;
  /** The palette asked for the oldest pending request: any redeem form closes. */
  onOldestPending(): void;
}

/**
 * The active request of the grid: none on another list (tab, search, page, sort), the first or last
 * of a page the keys turned to once that page is in, the first of Pending on the palette's "Go to the
 * oldest pending redemption", and always scrolled into view.
 */
export function useRedemptionCursor({
  tab,
  list,
  rows,
  totalCount,
  isValidating,
  onOldestPending,
}: RedemptionCursorOptions): {
  cursor: QueueCursor<RedemptionRequest>;
  turnPage(page: number, then: 'first' | 'last'): void;
} {
  const location = useLocation();
  // the page asked for and which of its requests becomes active; `shown` is the page on screen when it was
  // asked for (kept there while the next loads), and the router changes the page a moment later
  const [want, setWant] = useState<{ page: number; which: 'first' | 'last'; shown: unknown } | null>(null);
  const cursor = useQueueCursor({
    rows,
    keyOf: (r) => r.redeemRequestId,
    describe: (r, i) => describeRequest(r, (list.page - 1) * list.pageSize + i + 1, totalCount),
  });
  const { activateKey, activate, announce } = cursor;

  useEffect(() => {
    if (want?.page !== list.page) activateKey(null);
  }, [tab, list.search, list.page, list.pageSize, list.sortBy, list.sortDescending, activateKey]);

  // the defaults are what the palette means: Pending, requestDateTime ascending, page 1
  useEffect(() => {
    if (!asksForOldestPending(location.state)) return;
    onOldestPending();
    setWant({ page: 1, which: 'first', shown: null });
  }, [location.key]);

  useEffect(() => {
    if (!want || want.page !== list.page || !rows || rows === want.shown || isValidating) return;
    setWant(null);
    if (rows.length) activate(want.which === 'first' ? 0 : rows.length - 1);
    else announce(t('ui.redemptions.keysNone'));
  }, [want, list.page, rows, isValidating]);

  // the page scrolls, not the grid; the grid draws its cells a frame later
  useEffect(() => {
    if (cursor.activeKey === null) return undefined;
    const frame = requestAnimationFrame(() =>
      document.querySelector('.mpa-grid-active')?.scrollIntoView({ block: 'nearest' }),
    );
    return () => cancelAnimationFrame(frame);
  }, [cursor.activeKey]);

  return {
    cursor,
    turnPage: (page, then) => {
      setWant({ page, which: then, shown: rows });
      list.setPage(page);
    },
  };
}
