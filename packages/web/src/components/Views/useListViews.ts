import type { View } from '@marketplace-admin/sdk';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSdk } from '../../hooks/useSdk';
import { useT } from '../../i18n';
import { gridPrefsText, readGridPrefs, subscribeGridPrefs, writeGridPrefs } from '../DataGrid/gridPrefs';
import { hasRequestedView, storedViewsText, subscribeViews, takeRequestedView } from './store';

type Logic = (typeof import('./logic'))['viewsLogic'];
let loadedLogic: Logic | null = null;
/** Reading views (the SDK's view checks and URL mapping): a chunk loaded once there are views or the menu opens. */
const loadViewsLogic = (): Promise<Logic> =>
  import('./logic').then(({ viewsLogic }) => (loadedLogic = viewsLogic));

/** One list's saved views and the one in use: what the 'Views' button and its lazy menu share. */
export interface ListViews {
  list: string;
  /** The grid's id in the saved column layout (a view saves and restores it). */
  gridId: string;
  /** The signed-in administrator's name, under which the views are kept. */
  user: string;
  /** Every view of this user, every list's: what 'Export views' writes and 'Import views…' merges into. */
  all: View[];
  views: View[];
  /** The list's URL query (`?q=khan`). */
  search: string;
  /** The view chosen last on this list, if it is still saved. */
  active: View | undefined;
  /** The list has changed since that view was chosen: its URL state, or its columns' visibility or widths. */
  modified: boolean;
  /** Shows a view's slice (its URL, its columns) and makes it the active one. */
  apply(view: View, o?: { replace?: boolean }): void;
  /** Makes a view the active one without changing the list (it was just saved from it). */
  setActive(name: string | null): void;
}

const NO_VIEWS: View[] = [];
const noText = (): null => null;

/** A list's views; on opening it applies the palette's choice, else its default if the URL is bare. */
export function useListViews(
  list: string | undefined,
  gridId: string,
  onColumns: () => void,
): ListViews | undefined {
  const sdk = useSdk();
  const t = useT();
  const user = sdk.session.user()?.username ?? '';
  // the prerendered frame has no saved views
  const text = useSyncExternalStore(subscribeViews, () => storedViewsText(user), noText);
  const [logic, setLogic] = useState(loadedLogic);
  const wanted = Boolean(list) && ((text !== null && text !== '[]') || hasRequestedView(list!));
  useEffect(() => {
    if (wanted && !logic) void loadViewsLogic().then(setLogic);
  }, [wanted, logic]);

  const isList = Boolean(list) && (!logic || logic.isViewList(list!));
  const all = useMemo(() => (logic ? logic.viewsSnapshot(user) : NO_VIEWS), [logic, user, text]);
  const views = useMemo(() => all.filter((v) => v.list === list), [all, list]);
  const { search } = useLocation();
  const navigate = useNavigate();
  const query = useMemo(
    () => (logic && list && isList ? logic.viewQueryOfUrl(list, search) : undefined),
    [logic, list, isList, search],
  );
  const [activeName, setActive] = useState<string | null>(null);
  const active = views.find((v) => v.name === activeName);
  // drawn again as the grid writes its columns (the user hides one or drags a width)
  useSyncExternalStore(subscribeGridPrefs, () => gridPrefsText(gridId), noText);

  const apply = useCallback(
    (view: View, o: { replace?: boolean } = {}) => {
      if (view.columns) {
        writeGridPrefs(gridId, view.columns);
        onColumns();
      }
      setActive(view.name);
      void loadViewsLogic().then((l) => navigate(l.viewLink(view), { replace: o.replace }));
    },
    [gridId, navigate, onColumns],
  );

  // once read, as the list opened: the palette's choice, else the default on a bare URL, else the view it shows
  const openedBare = useRef(new URLSearchParams(search).size === 0);
  const started = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!logic || !list || !query || started.current === list) return;
    started.current = list;
    const requested = takeRequestedView(list);
    const fallback = openedBare.current ? views.find((v) => v.default) : undefined;
    const view = requested ?? fallback;
    if (view) apply(view, { replace: true });
    else setActive(views.find((v) => !logic.viewDiffers(v, query))?.name ?? null);
  }, [logic, list, query, views, apply]);

  // a view the command palette chose while its list is open
  useEffect(() => {
    const requested = list && started.current === list ? takeRequestedView(list) : null;
    if (requested) apply(requested, { replace: true });
  }, [list, search, apply]);

  // the view's name in the document title; after the root's effect, which sets the screen's title
  useEffect(() => {
    if (!active) return;
    let base: string | undefined;
    let cancelled = false;
    queueMicrotask(() => {
      if (base !== undefined || cancelled) return;
      base = document.title;
      document.title = t('ui.views.documentTitle', { view: active.name, title: base });
    });
    return () => {
      cancelled = true;
      if (base !== undefined) document.title = base;
    };
  }, [active, t]);

  if (!list || !isList) return undefined;
  return {
    list,
    gridId,
    user,
    all,
    views,
    search,
    active,
    modified: Boolean(active && logic && query && logic.viewDiffers(active, query, readGridPrefs(gridId))),
    apply,
    setActive,
  };
}
