import { Spinner } from '@blueprintjs/core';
import { lazy, Suspense, useState } from 'react';
import i16Bookmark from '@blueprintjs/icons/lib/esm/generated/16px/paths/bookmark';
import english from 'virtual:messages/en/views';
import { registerIcons } from '../../app/icons';
import { registerEnglish, useT } from '../../i18n';
import { LazyPopover } from '../LazyPopover';
import type { ViewsDialogKind } from './ViewsMenu';
import { useLocation } from 'react-router-dom';
import { viewListOfPath } from './listOfPath';
import { useListViews, type ListViews } from './useListViews';
import './views.css';

registerEnglish(english);
registerIcons({ bookmark: i16Bookmark });

// the menu and its dialogs are fetched when the menu is first opened, not with the list's first paint
const ViewsMenu = lazy(() => import('./ViewsMenu').then((m) => ({ default: m.ViewsMenu })));
const ViewsDialog = lazy(() => import('./ViewsMenu').then((m) => ({ default: m.ViewsDialog })));

/** 'Views' on a list's toolbar: the active view's name (and that it was changed); its menu a chunk of its own. */
export function ViewsButton({ views }: { views: ListViews }) {
  const t = useT();
  const [dialog, setDialog] = useState<ViewsDialogKind | null>(null);
  const name = views.active?.name;
  const text = name ? (
    <span className="mpa-views-name">
      <span className="mpa-views-text">{name}</span>
      {views.modified && <span className="mpa-views-modified">{t('ui.views.modified')}</span>}
    </span>
  ) : (
    t('ui.views.button')
  );
  return (
    <>
      <LazyPopover
        disabled={dialog !== null}
        placement="bottom-start"
        button={{
          icon: 'bookmark',
          text,
          endIcon: 'caret-down',
          haspopup: 'menu',
          className: 'mpa-views-button',
          label: name
            ? t(views.modified ? 'ui.views.buttonActiveModified' : 'ui.views.buttonActive', { view: name })
            : undefined,
        }}
        content={() => (
          <Suspense fallback={<Spinner size={20} aria-label={t('ui.views.loading')} />}>
            <ViewsMenu views={views} onDialog={setDialog} />
          </Suspense>
        )}
      />
      {dialog && (
        <Suspense fallback={null}>
          <ViewsDialog kind={dialog} views={views} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </>
  );
}

const keepGrid = (): void => {};

/** 'Views' for a list screen not drawn by ListScreen: a view's columns are read by the grid's next drawing. */
export function ScreenViewsButton({ gridId }: { gridId: string }) {
  const views = useListViews(viewListOfPath(useLocation().pathname), gridId, keepGrid);
  return views ? <ViewsButton views={views} /> : null;
}
