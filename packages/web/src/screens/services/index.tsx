import { NonIdealState, Spinner } from '@blueprintjs/core';
import { DEBOUNCE_MS } from '@marketplace-admin/sdk';
import { useState } from 'react';
import { ExportMenu } from '../../components/Export';
import { AddButton, PageHeader } from '../../components/PageHeader';
import { ScreenViewsButton } from '../../components/Views';
import { SearchBox } from '../../components/SearchBox';
import { useListQuery } from '../../hooks/useListQuery';
import { useListState } from '../../hooks/useListState';
import { useSdk } from '../../hooks/useSdk';
import { fetchTree, TREE } from './load';
import { ServiceFormDialog, type ServiceFormTarget } from './ServiceFormDialog';
import { ServiceTree } from './ServiceTree';
import { useServiceActions } from './useServiceActions';
import '../../components/table.css';
import '../../components/toolbar.css';
import './services.css';
import english from 'virtual:messages/en/services';
import { registerEnglish, useT } from '../../i18n';

registerEnglish(english);

/** Services (spec §2 Services, §4, §5): the tree with search, add, edit, sub-services, featured, reorder, status, remove. */
export default function ServicesScreen() {
  const sdk = useSdk();
  const t = useT();
  const list = useListState();
  const search = list.search.trim();
  const { data, isLoading, mutate } = useListQuery(TREE, search, fetchTree(sdk), 'services.loadFailed');
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [form, setForm] = useState<ServiceFormTarget | null>(null);
  const setOpen = (id: number, open: boolean) =>
    setExpanded((prev) => new Set(open ? [...prev, id] : [...prev].filter((x) => x !== id)));
  const { row, actions, save, saving, confirmElement } = useServiceActions(mutate, setForm, setOpen);
  const busy = row.anyBusy;

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
          query={{ searchTerms: search || undefined, sortBy: 'ord' }}
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
            isOpen={(s) => search !== '' || expanded.has(s.id)}
            onToggle={(s, open) => setOpen(s.id, open)}
            busy={busy}
            actions={actions}
          />
        )}
      </div>
      {form && (
        <ServiceFormDialog
          target={form}
          saving={saving}
          onSave={(f) => void save(form, f)}
          onClose={() => setForm(null)}
        />
      )}
      {confirmElement}
    </>
  );
}
