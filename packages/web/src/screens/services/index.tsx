import { Menu, MenuDivider, NonIdealState, Spinner } from '@blueprintjs/core';
import { loadedPopoverParts, loadPopoverParts, MenuItem } from '../../components/popover';
import {
  canAddSubServiceFromButtons,
  canAddSubServiceFromContextMenu,
  canMove,
  DEBOUNCE_MS,
  removeServiceBlock,
  swapServiceOrder,
  toggledServiceStatus,
  type Service,
  type ServiceForm,
  reverseSwap,
} from '@marketplace-admin/sdk';
import { useState, type ReactElement } from 'react';
import { showToast } from '../../app/toaster';
import { useConfirm } from '../../components/ConfirmAlert';
import { ExportMenu } from '../../components/Export';
import { AddButton, PageHeader } from '../../components/PageHeader';
import { ScreenViewsButton } from '../../components/Views';
import { SearchBox } from '../../components/SearchBox';
import { useListQuery } from '../../hooks/useListQuery';
import { useListState } from '../../hooks/useListState';
import { useRowAction } from '../../hooks/useRowAction';
import { useSdk } from '../../hooks/useSdk';
import { fetchTree, TREE } from './load';
import { ServiceFormDialog, type ServiceFormTarget } from './ServiceFormDialog';
import { ServiceTree, type ServiceNode } from './ServiceTree';
import '../../components/table.css';
import '../../components/toolbar.css';
import './services.css';
import english from 'virtual:messages/en/services';
import { registerEnglish, translateText, useT } from '../../i18n';

registerEnglish(english);

/** The form's save runs as one more action: its busy state is the dialog's. */
const FORM = 'form';

/** Services (spec §2 Services, §4, §5): the tree with search, add, edit, sub-services, featured, reorder, status, remove. */
export default function ServicesScreen() {
  const sdk = useSdk();
  const t = useT();
  const list = useListState();
  // the whole tree (every level) in one read; the link-services screen reads the same key unsearched
  const { data, isLoading, mutate } = useListQuery(
    TREE,
    list.search.trim(),
    fetchTree(sdk),
    'services.loadFailed',
  );
  const row = useRowAction(mutate);
  const busy = row.anyBusy;
  const [expanded, setExpanded] = useState<Set<number>>(new Set());
  const [form, setForm] = useState<ServiceFormTarget | null>(null);
  // a row's context menu, drawn once the popover code has come (loadPopoverParts, when the menu is asked for)
  const [menu, setMenu] = useState<{ data: ServiceNode; left: number; top: number } | null>(null);
  const ContextMenuPopover = loadedPopoverParts()?.ContextMenuPopover;
  const [confirm, confirmElement] = useConfirm();

  const searching = list.search.trim() !== '';
  const isOpen = (s: Service) => searching || expanded.has(s.id);
  const setOpen = (id: number, open: boolean) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });

  const move = (d: ServiceNode, direction: 'up' | 'down') => {
    const swap = swapServiceOrder(d.siblings, d.index, direction);
    if (!swap) return;
    // the catalogue has no words for a done move: the toast says the server's, with Undo (CONTRACT §7)
    const undo = {
      run: () => sdk.services.reorder(reverseSwap(swap.changes)),
      restored: 'undo.serviceOrder' as const,
    };
    void row.run(d.service.id, () => sdk.services.reorder(swap.changes), 'services.reorderFailed', { undo });
  };
  const setFeatured = (s: Service, isFeatured: boolean) => () =>
    sdk.services.setFeatured({ serviceId: s.id, isFeatured });
  const toggleFeatured = (s: Service) =>
    void row.run(s.id, setFeatured(s, !s.isFeatured), 'services.featuredFailed', {
      undo: { run: setFeatured(s, Boolean(s.isFeatured)), restored: 'undo.serviceFeatured' },
    });
  const setStatus = (s: Service, status: 'A' | 'I') => () => sdk.services.updateStatus(s.id, status);
  // a Blocked service (neither A nor I) cannot be set back: the status call takes A or I only, so no Undo
  const toggleStatus = (s: Service) => {
    const was = s.status === 'A' ? 'A' : s.status === 'I' ? 'I' : null;
    const undo = was ? { run: setStatus(s, was), restored: 'undo.serviceStatus' as const } : undefined;
    void row.run(s.id, setStatus(s, toggledServiceStatus(s.status)), 'services.statusFailed', { undo });
  };
  const remove = async (s: Service) => {
    const blocked = removeServiceBlock(s);
    if (blocked) {
      void showToast({ message: translateText(blocked), intent: 'danger' });
      return;
    }
    if (!(await confirm(t('services.confirmRemove'), { confirmText: t('ui.services.remove') }))) return;
    await row.run(s.id, () => sdk.services.delete(s.id), 'services.removeFailed');
  };
  const save = async (target: ServiceFormTarget, f: ServiceForm) => {
    const editing = target.service;
    const write = () => (editing ? sdk.services.update(editing.id, f) : sdk.services.create(f));
    if (await row.run(FORM, write, editing ? 'services.updateFailed' : 'services.createFailed'))
      setForm(null);
  };
  const addSub = (parent: Service) => {
    setOpen(parent.id, true);
    setForm({ parent });
  };

  const menuItems = (d: ServiceNode, context: boolean): ReactElement => {
    const s = d.service;
    const canAdd = context ? canAddSubServiceFromContextMenu(d.level) : canAddSubServiceFromButtons(d.level);
    return (
      <Menu aria-label={t('ui.services.actionsFor', { name: s.name })}>
        <MenuItem icon="edit" text={t('ui.services.edit')} onClick={() => setForm({ service: s })} />
        {canAdd && <MenuItem icon="plus" text={t('ui.services.addSub')} onClick={() => addSub(s)} />}
        <MenuItem
          icon={s.isFeatured ? 'star-empty' : 'star'}
          text={s.isFeatured ? t('ui.services.removeFeatured') : t('ui.services.markFeatured')}
          disabled={busy}
          onClick={() => toggleFeatured(s)}
        />
        <MenuItem
          icon={s.status === 'A' ? 'disable' : 'tick'}
          text={s.status === 'A' ? t('ui.services.deactivate') : t('ui.services.activate')}
          disabled={busy}
          onClick={() => toggleStatus(s)}
        />
        {context && (
          <>
            <MenuItem
              icon="arrow-up"
              text={t('ui.services.moveUp')}
              disabled={!canMove(d.index, d.siblings.length, 'up', busy)}
              onClick={() => move(d, 'up')}
            />
            <MenuItem
              icon="arrow-down"
              text={t('ui.services.moveDown')}
              disabled={!canMove(d.index, d.siblings.length, 'down', busy)}
              onClick={() => move(d, 'down')}
            />
          </>
        )}
        <MenuDivider />
        <MenuItem
          icon="trash"
          intent="danger"
          text={t('ui.services.remove')}
          onClick={() => void remove(s)}
        />
      </Menu>
    );
  };

  const roots = data?.items ?? [];
  return (
    <>
      <PageHeader
        title={t('ui.nav.services')}
        actions={<AddButton text={t('ui.services.add')} onClick={() => setForm({})} />}
      />
      <div className="mpa-toolbar">
        <SearchBox
          value={list.search}
          onSearch={list.setSearch}
          delayMs={DEBOUNCE_MS.services}
          placeholder={t('ui.services.search')}
        />
        <span className="mpa-toolbar-spacer" />
        <ScreenViewsButton gridId="services" />
        {/* the root services of the search, in the tree's order (mpa services export) */}
        <ExportMenu
          list="services"
          source={sdk.services}
          query={{ searchTerms: list.search.trim() || undefined, sortBy: 'ord' }}
          total={data?.totalCount}
          failure="services.loadFailed"
          disabled={roots.length === 0}
        />
        {(isLoading || busy) && <Spinner size={16} aria-label={t('common.loading')} />}
      </div>
      <div className="mpa-tree-wrap" aria-busy={isLoading || busy || undefined}>
        {isLoading && !data ? (
          <div className="mpa-table-message">{t('common.loading')}</div>
        ) : roots.length === 0 ? (
          <NonIdealState title={t('ui.services.empty')} />
        ) : (
          <ServiceTree
            roots={roots}
            isOpen={isOpen}
            onToggle={(sv, open) => setOpen(sv.id, open)}
            busy={busy}
            onMove={move}
            onAddSub={addSub}
            menu={menuItems}
            onMenuAt={(d, left, top) =>
              void loadPopoverParts().then(
                () => setMenu({ data: d, left, top }),
                () => undefined,
              )
            }
          />
        )}
      </div>
      {menu && ContextMenuPopover && (
        <ContextMenuPopover
          isOpen
          targetOffset={{ left: menu.left, top: menu.top }}
          content={<div onClick={() => setMenu(null)}>{menuItems(menu.data, true)}</div>}
          onClose={() => setMenu(null)}
        />
      )}
      {form && (
        <ServiceFormDialog
          target={form}
          saving={row.isBusy(FORM)}
          onSave={(f) => void save(form, f)}
          onClose={() => setForm(null)}
        />
      )}
      {confirmElement}
    </>
  );
}
