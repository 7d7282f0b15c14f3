import { Switch } from '@blueprintjs/core';
import { DEBOUNCE_MS, type ReferralCode } from '@marketplace-admin/sdk';
import { defined } from '../../app/columns';
import type { GridColumn } from '../../components/DataGrid';
import { defineList, ListScreen, useList } from '../../components/ListScreen';
import english from 'virtual:messages/en/referralCodes';
import { registerEnglish, useT } from '../../i18n';
import { CODES } from './load';
import './referralCodes.css';

registerEnglish(english);

const CODES_LIST = defineList({
  id: 'referral-codes',
  source: CODES,
  title: 'ui.nav.referralCodes',
  subtitle: 'ui.referralCodes.subtitle',
  gridLabel: 'ui.referralCodes.gridLabel',
  loadFailed: 'rewards.loadCodesFailed',
  empty: 'ui.referralCodes.empty',
  rowKey: (c: ReferralCode) => c.codeId,
  search: { delayMs: DEBOUNCE_MS.referralCodes, placeholder: 'ui.referralCodes.search' },
  area: (sdk) => sdk.referrals.codes,
  export: 'referral-codes',
  toggle: {
    now: (c) => c.isActive,
    send: (sdk, c, isActive) => sdk.referrals.codes.update({ codeId: c.codeId, isActive }),
    failed: 'rewards.updateCodeFailed',
    restored: 'undo.referralCode',
  },
});

const C = (field: string) => defined<ReferralCode>('referral-codes', field);

/** Referral Codes (spec §2): paged list, 500 ms search, active flag toggled in place; export of the whole search. */
export default function ReferralCodesScreen() {
  const t = useT();
  const list = useList(CODES_LIST);

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
          disabled={list.row.isBusy(c.codeId)}
          aria-label={t('ui.referralCodes.activeOf', { code: c.referralCode })}
          onChange={() => void list.toggleRow(c)}
        />
      ),
    },
  ];

  return <ListScreen list={list} columns={columns} />;
}
