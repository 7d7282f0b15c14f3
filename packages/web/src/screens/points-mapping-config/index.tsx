import { Callout, InputGroup, NumericInput } from '@blueprintjs/core';
import {
  tokenMappingErrors,
  tokenMappingOf,
  type TokenMapping,
  type TokenMappingDraft,
} from '@marketplace-admin/sdk';
import { DataGrid, type GridColumn } from '../../components/DataGrid';
import { EditButtons } from '../../components/FormDialog';
import { PageHeader } from '../../components/PageHeader';
import { useListQuery } from '../../hooks/useListQuery';
import { useRowAction } from '../../hooks/useRowAction';
import { useSdk } from '../../hooks/useSdk';
import english from 'virtual:messages/en/pointsMapping';
import { registerEnglish, translateText, useT } from '../../i18n';
import { useInlineEdit } from '../useInlineEdit';
import { ALL, fetchMappings, MAPPINGS } from './load';
import { defined } from '../../app/columns';

registerEnglish(english);

/** The editable fields, each a column (its id kept in saved layouts). */
const FIELDS = [
  { key: 'redemptionType', id: 'type', width: 220 },
  { key: 'requiredTokens', id: 'tokens', width: 160 },
  { key: 'equivalentValue', id: 'value', width: 160 },
] as const;
type Field = (typeof FIELDS)[number]['key'];

/** The row being edited, as typed (the SDK's rule reads it, as it reads mpa's flags). */
interface Draft extends TokenMappingDraft {
  mappingId: number;
  requiredTokens: string;
  equivalentValue: string;
}

/** Points Conversion Rate (spec §2): the token mappings, each editable inline. */
export default function PointsMappingScreen() {
  const t = useT();
  const sdk = useSdk();
  const { data, error, isLoading, mutate } = useListQuery(
    MAPPINGS,
    ALL,
    fetchMappings(sdk),
    'rewards.loadMappingsFailed',
  );
  const row = useRowAction(mutate);
  const { draft, setDraft, tried, edit, save } = useInlineEdit<Draft>();
  const saving = row.anyBusy;
  const errors = draft ? tokenMappingErrors(draft) : null;
  const send = () => {
    const mapping = tokenMappingOf(draft!.mappingId, draft!);
    return row.run(
      draft!.mappingId,
      () => sdk.referrals.tokenMappings.update(mapping),
      'rewards.updateMappingFailed',
    );
  };

  const editing = (m: TokenMapping) => draft?.mappingId === m.mappingId;
  const errorOf = (key: Field): string => (tried && errors?.[key] ? translateText(errors[key]) : '');
  const errorId = (key: Field) => `map-${draft?.mappingId}-${key}-error`;
  // a grid row is one line high: what a field's check says is told below the grid, tied to its field
  const cell = (m: TokenMapping, key: Field) => {
    if (!draft || !editing(m)) return m[key];
    const err = errorOf(key);
    const common = {
      id: `map-${m.mappingId}-${key}`,
      className: 'mpa-inline-field',
      size: 'small' as const,
      'aria-label': t(`columns.${key}`),
      'aria-invalid': err ? true : undefined,
      'aria-describedby': err ? errorId(key) : undefined,
      value: draft[key],
      disabled: saving,
      intent: err ? ('danger' as const) : ('none' as const),
    };
    return key === 'redemptionType' ? (
      <InputGroup {...common} autoFocus onValueChange={(v) => setDraft({ ...draft, [key]: v })} />
    ) : (
      <NumericInput
        {...common}
        buttonPosition="none"
        min={0}
        stepSize={1}
        minorStepSize={0.01}
        fill
        onValueChange={(_n, text) => setDraft({ ...draft, [key]: text })}
      />
    );
  };
  const columns = FIELDS.map(({ key, id, width }): GridColumn<TokenMapping> => ({
    id,
    header: defined<TokenMapping>('token-mappings', key).header,
    width,
    text: (m) => String(m[key]),
    render: (m) => cell(m, key),
    interactive: true,
  }));
  const fieldErrors = draft ? FIELDS.map((f) => f.key).filter((k) => errorOf(k)) : [];

  return (
    <>
      <PageHeader title={t('ui.titles.pointsConversionRate')} subtitle={t('ui.pointsMapping.subtitle')} />
      {error && !data && (
        <Callout intent="danger" compact className="mpa-list-alert">
          {t('rewards.loadMappingsFailed')}
        </Callout>
      )}
      <DataGrid
        listId="token-mappings"
        label={t('ui.pointsMapping.tableLabel')}
        columns={columns}
        rows={data ?? (error ? [] : undefined)}
        rowKey={(m) => m.mappingId}
        loading={isLoading}
        emptyText={t('ui.pointsMapping.empty')}
        actionsWidth={170}
        rowActions={(m) => (
          <EditButtons
            editing={editing(m)}
            saving={saving}
            name={m.redemptionType}
            minimal
            onEdit={() =>
              edit({
                mappingId: m.mappingId,
                redemptionType: m.redemptionType,
                requiredTokens: String(m.requiredTokens),
                equivalentValue: String(m.equivalentValue),
              })
            }
            onCancel={() => edit(null)}
            onSave={() => void save(!!errors && !Object.values(errors).some(Boolean), send)}
          />
        )}
      />
      {fieldErrors.length > 0 && (
        <div className="mpa-inline-errors" role="alert">
          {fieldErrors.map((k) => (
            <p key={k} id={errorId(k)} className="mpa-danger-text">
              {errorOf(k)}
            </p>
          ))}
        </div>
      )}
    </>
  );
}
