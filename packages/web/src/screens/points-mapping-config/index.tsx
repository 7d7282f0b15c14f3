import { Callout, InputGroup, NumericInput } from '@blueprintjs/core';
import {
  tokenMappingErrors,
  tokenMappingOf,
  type TokenMapping,
  type TokenMappingDraft,
} from '@marketplace-admin/sdk';
import { useState } from 'react';
import { DataGrid, type GridColumn } from '../../components/DataGrid';
import { EditButtons } from '../../components/FormDialog';
import { PageHeader } from '../../components/PageHeader';
import { useListQuery } from '../../hooks/useListQuery';
import { useRowAction } from '../../hooks/useRowAction';
import { useSdk } from '../../hooks/useSdk';
import english from 'virtual:messages/en/pointsMapping';
import { registerEnglish, translateText, useT } from '../../i18n';
import { ALL, fetchMappings, MAPPINGS } from './load';
import { defined } from '../../app/columns';

registerEnglish(english);
/** The mappings are one list, unpaged and unsearched (spec §7 token-mappings takes no parameters). */

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
  const [draft, setDraft] = useState<Draft | null>(null);
  const [tried, setTried] = useState(false);
  const saving = row.anyBusy;

  const errors = draft ? tokenMappingErrors(draft) : null;
  const edit = (m: TokenMapping) => {
    setTried(false);
    setDraft({
      mappingId: m.mappingId,
      redemptionType: m.redemptionType,
      requiredTokens: String(m.requiredTokens),
      equivalentValue: String(m.equivalentValue),
    });
  };
  const save = async () => {
    if (!draft || !errors) return;
    setTried(true);
    if (Object.values(errors).some(Boolean)) return;
    const mapping = tokenMappingOf(draft.mappingId, draft);
    // on failure the row stays in edit mode with what was typed
    if (
      await row.run(
        draft.mappingId,
        () => sdk.referrals.tokenMappings.update(mapping),
        'rewards.updateMappingFailed',
      )
    )
      setDraft(null);
  };

  const editing = (m: TokenMapping) => draft?.mappingId === m.mappingId;
  type Field = 'redemptionType' | 'requiredTokens' | 'equivalentValue';
  const errorOf = (key: Field): string => (tried && errors?.[key] ? translateText(errors[key]) : '');
  const errorId = (key: Field) => `map-${draft?.mappingId}-${key}-error`;
  // a grid row is one line high: what a field's check says is told below the grid, tied to its field
  const cell = (m: TokenMapping, key: Field, label: string, shown: string | number) => {
    if (!editing(m) || !draft) return shown;
    const err = errorOf(key);
    const common = {
      id: `map-${m.mappingId}-${key}`,
      size: 'small' as const,
      'aria-label': label,
      'aria-invalid': err ? true : undefined,
      'aria-describedby': err ? errorId(key) : undefined,
      value: draft[key],
      disabled: saving,
      intent: err ? ('danger' as const) : ('none' as const),
    };
    return key === 'redemptionType' ? (
      <InputGroup
        {...common}
        className="mpa-inline-field"
        autoFocus
        onValueChange={(v) => setDraft({ ...draft, [key]: v })}
      />
    ) : (
      <NumericInput
        {...common}
        className="mpa-inline-field"
        buttonPosition="none"
        min={0}
        stepSize={1}
        minorStepSize={0.01}
        fill
        onValueChange={(_n, text) => setDraft({ ...draft, [key]: text })}
      />
    );
  };

  const M = (field: string) => defined<TokenMapping>('token-mappings', field);
  const column = (id: string, key: Field, label: string, width: number): GridColumn<TokenMapping> => ({
    id,
    header: M(key).header,
    width,
    text: (m) => String(m[key]),
    render: (m) => cell(m, key, label, m[key]),
    interactive: true,
  });
  const columns: GridColumn<TokenMapping>[] = [
    column('type', 'redemptionType', t('columns.redemptionType'), 220),
    column('tokens', 'requiredTokens', t('columns.requiredTokens'), 160),
    column('value', 'equivalentValue', t('columns.equivalentValue'), 160),
  ];
  const fieldErrors = draft
    ? (['redemptionType', 'requiredTokens', 'equivalentValue'] as const).filter((k) => errorOf(k))
    : [];

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
            onEdit={() => edit(m)}
            onCancel={() => setDraft(null)}
            onSave={() => void save()}
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
