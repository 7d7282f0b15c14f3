import { Callout, Switch } from '@blueprintjs/core';
import { catalogue, DEBOUNCE_MS, type ReferralCode } from '@marketplace-admin/sdk';
import { DataGrid, type GridColumn } from '../../components/DataGrid';
import { ExportMenu } from '../../components/Export';
import { PageHeader } from '../../components/PageHeader';
import { Pager } from '../../components/Pager';
import { SearchBox } from '../../components/SearchBox';
import { useListQuery } from '../../hooks/useListQuery';
import { useListState } from '../../hooks/useListState';
import { useRowAction } from '../../hooks/useRowAction';
import { useSdk } from '../../hooks/useSdk';
import english from 'virtual:messages/en/referralCodes';
import { registerEnglish, useT } from '../../i18n';
import { CODES, CODES_LIST, fetchCodes } from './load';
import './referralCodes.css';
import { defined } from '../../app/columns';

registerEnglish(english);
const texts = catalogue.rewards;

/** Referral Codes (spec §2): paged list, 500 ms search, active flag toggled in place; export of the whole search. */
export default function ReferralCodesScreen() {
  const t = useT();
  const sdk = useSdk();
  const list = useListState(CODES_LIST);
  const { data, error, isLoading, isValidating, mutate } = useListQuery(
    CODES,
    list.paging,
    fetchCodes(sdk),
    texts.loadCodesFailed,
  );
  const row = useRowAction(mutate);
  const setActive = (c: ReferralCode, isActive: boolean) => () =>
    sdk.referrals.codes.update({ codeId: c.codeId, isActive });
  const toggleActive = (c: ReferralCode) =>
    void row.run(c.codeId, setActive(c, !c.isActive), texts.updateCodeFailed, {
      undo: { run: setActive(c, c.isActive), restored: catalogue.undo.referralCode },
    });

  const C = (field: string) => defined<ReferralCode>('referral-codes', field);
  const columns: GridColumn<ReferralCode>[] = [
    {
      id: 'code',
      ...C('referralCode'),
      sortKey: 'referralCode',
      width: 140,
      render: (c) => <code className="mpa-code">{c.referralCode}</code>,
    },
    { id: 'type', ...C('userType'), sortKey: 'userType', width: 120 },
    { id: 'name', ...C('name'), sortKey: 'name', width: 220 },
    {
      id: 'active',
      ...C('isActive'),
      sortKey: 'isActive',
      width: 90,
      interactive: true,
      render: (c) => (
        <Switch
          className="mpa-inline-switch"
          checked={c.isActive}
          disabled={row.isBusy(c.codeId)}
          aria-label={t('ui.referralCodes.activeOf', { code: c.referralCode })}
          onChange={() => toggleActive(c)}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('ui.nav.referralCodes')} subtitle={t('ui.referralCodes.subtitle')} />
      {error && !data && (
        <Callout intent="danger" compact className="mpa-list-alert">
          {t('rewards.loadCodesFailed')}
        </Callout>
      )}
      <DataGrid
        listId="referral-codes"
        label={t('ui.referralCodes.gridLabel')}
        columns={columns}
        rows={data?.items}
        rowKey={(c) => c.codeId}
        loading={isLoading || isValidating}
        emptyText={t('ui.referralCodes.empty')}
        sortBy={list.sortBy}
        sortDescending={list.sortDescending}
        onSort={list.toggleSort}
        toolbar={
          <>
            <SearchBox
              value={list.search}
              onSearch={list.setSearch}
              delayMs={DEBOUNCE_MS.referralCodes}
              placeholder={t('ui.referralCodes.search')}
            />
            <span className="mpa-toolbar-spacer" />
            <ExportMenu
              list="referral-codes"
              source={sdk.referrals.codes}
              query={{
                searchTerms: list.paging.searchTerms,
                sortBy: list.sortBy,
                sortDescending: list.sortDescending,
              }}
              total={data?.totalCount}
              failure={texts.loadCodesFailed}
              disabled={!data || data.totalCount === 0}
            />
          </>
        }
      />
      {data && (
        <Pager
          page={list.page}
          pageSize={list.pageSize}
          total={data.totalCount}
          onPageChange={list.setPage}
        />
      )}
    </>
  );
}
