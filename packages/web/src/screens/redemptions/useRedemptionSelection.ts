import { type MpaClient, type RedemptionRequest } from '@marketplace-admin/sdk';
import { useMemo, useState } from 'react';
import { toastError } from '../../app/toaster';
import { useT } from '../../i18n';

/** The pending requests chosen for bulk approval, kept across pages; "select all" collects the whole search. */
export function useRedemptionSelection(sdk: MpaClient, rows: RedemptionRequest[] | undefined) {
  const t = useT();
  const [selected, setSelected] = useState<Map<number, RedemptionRequest>>(new Map());
  const selectedIds = useMemo(() => new Set<string | number>(selected.keys()), [selected]);
  // what "select all" says while it collects (its progress), null otherwise
  const [collecting, setCollecting] = useState<string | null>(null);

  const unselect = (ids: Iterable<number>) =>
    setSelected((s) => {
      const n = new Map(s);
      for (const id of ids) n.delete(id);
      return n;
    });
  const change = (next: Set<string | number>) =>
    setSelected((s) => {
      const n = new Map<number, RedemptionRequest>();
      for (const id of next) {
        const r = s.get(Number(id)) ?? rows?.find((x) => x.redeemRequestId === id);
        if (r) n.set(r.redeemRequestId, r);
      }
      return n;
    });
  const toggle = (r: RedemptionRequest) =>
    setSelected((s) => {
      const n = new Map(s);
      if (!n.delete(r.redeemRequestId)) n.set(r.redeemRequestId, r);
      return n;
    });
  const selectAllMatching = async (search: string | undefined) => {
    setCollecting(t('ui.redemptions.selecting'));
    try {
      // the SDK's paging loop: every page of the search, the next one asked for while this one is read
      const all = new Map<number, RedemptionRequest>();
      const pages = sdk.redemptions.iterate({
        status: 'Pending',
        search,
        pageSize: 100,
        onProgress: (p) =>
          setCollecting(t('ui.redemptions.selectingProgress', { done: p.done, total: p.total })),
      });
      for await (const r of pages) all.set(r.redeemRequestId, r);
      setSelected(all);
    } catch (e) {
      toastError(e, 'redemption.loadFailed');
    } finally {
      setCollecting(null);
    }
  };

  return {
    selected,
    /** The grid's checkbox column. */
    grid: {
      selected: selectedIds,
      onChange: change,
      rowLabel: (r: RedemptionRequest) => t('ui.redemptions.selectRequest', { id: r.redeemRequestId }),
    },
    collecting,
    unselect,
    toggle,
    selectAllMatching,
    clear: () => setSelected(new Map()),
  };
}
