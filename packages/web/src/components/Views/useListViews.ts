import { viewLink, viewQueryOfUrl, type View } from '@marketplace-admin/sdk';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSdk } from '../../hooks/useSdk';
import { useT } from '../../i18n';
import { writeGridPrefs } from '../DataGrid/gridPrefs';
import { hasRequestedView, sameQuery, subscribeViews, takeRequestedView, viewsSnapshot } from './store';

/** The prerendered frame has no saved views. */
const NONE: View[] = [];
const noViews = (): View[] => NONE;

/** One list's saved views and the one in use: what the 'Views' button and its lazy menu share. */
export interface ListViews {
  list: string;
  /** The grid's id in the saved column layout (a view saves and restores it). */
  gridId: string;
  /** The signed-in administrator, whose views these are. */
  user: string;
  /** Every view of this user (every list): what 'Export views' writes and 'Import views…' merges into. */
  all: View[];
  /** This list's views. */
  views: View[];
  /** The list's state now, as a view's query. */
  query: Record<string, string>;
  /** The view chosen last on this list, if it is still saved. */
  active: View | undefined;
  /** The list has changed since that view was chosen. */
  modified: boolean;
  /** Shows a view's slice: its URL, its columns; it becomes the active one. */
  apply(view: View, o?: { replace?: boolean }): void;
  /** Makes a view the active one without changing the list (it was just saved from it). */
  setActive(name: string | null): void;
}

/**
 * A list's views, applied by the list: a view requested by the command palette, else the list's default when
 * its URL holds no state, when the list opens. `onColumns` is called after a view wrote its columns.
 */
export function useListViews(
  list: string | undefined,
  gridId: string,
  onColumns: () => void,
): ListViews | undefined {
  const sdk = useSdk();
  const t = useT();
  const user = sdk.session.user()?.username ?? '';
  const all = useSyncExternalStore(subscribeViews, () => viewsSnapshot(user), noViews);
  const views = useMemo(() => (list ? all.filter((v) => v.list === list) : []), [all, list]);
  const { search } = useLocation();
  const navigate = useNavigate();
  const query = useMemo(() => (list ? viewQueryOfUrl(list, search) : {}), [list, search]);
  const [activeName, setActive] = useState<string | null>(
    () => views.find((v) => sameQuery(v.query, query))?.name ?? null,
  );
  const active = views.find((v) => v.name === activeName);

  const apply = useCallback(
    (view: View, o: { replace?: boolean } = {}) => {
      if (view.columns) {
        writeGridPrefs(gridId, view.columns);
        onColumns();
      }
      setActive(view.name);
      navigate(viewLink(view), { replace: o.replace });
    },
    [gridId, navigate, onColumns],
  );

  // as the list opens: its default view when the URL holds no state
  useEffect(() => {
    if (!list || hasRequestedView(list)) return;
    const fallback = Object.keys(query).length === 0 ? views.find((v) => v.default) : undefined;
    if (fallback) apply(fallback, { replace: true });
  }, [list]); // once per list: not again as its views or URL change

  // a view the command palette chose (its link is open now, on this list or as it opens): its columns too
  useEffect(() => {
    const requested = list ? takeRequestedView(list) : null;
    if (requested) apply(requested, { replace: true });
  }, [list, search, apply]);

  // the view's name in the document title; after the root's effect, which sets the screen's title
  useEffect(() => {
    if (!active) return;
    let base: string | undefined;
    queueMicrotask(() => {
      if (base !== undefined || cancelled) return;
      base = document.title;
      document.title = t('ui.views.documentTitle', { view: active.name, title: base });
    });
    let cancelled = false;
    return () => {
      cancelled = true;
      if (base !== undefined) document.title = base;
    };
  }, [active, t]);

  if (!list) return undefined;
  return {
    list,
    gridId,
    user,
    all,
    views,
    query,
    active,
    modified: active !== undefined && !sameQuery(active.query, query),
    apply,
    setActive,
  };
}
