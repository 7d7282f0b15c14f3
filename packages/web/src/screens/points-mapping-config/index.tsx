import { Button, Callout, FormGroup, InputGroup, NumericInput } from '@blueprintjs/core';
import {
  catalogue,
  tokenMappingErrors,
  tokenMappingOf,
  type TokenMapping,
  type TokenMappingDraft,
} from '@marketplace-admin/sdk';
import { useState } from 'react';
import { DataTable, type Column } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { useListQuery } from '../../hooks/useListQuery';
import { useRowAction } from '../../hooks/useRowAction';
import { useSdk } from '../../hooks/useSdk';
import english from 'virtual:messages/en/pointsMapping';
import { registerEnglish, translateText, useT } from '../../i18n';
import { ALL, fetchMappings, MAPPINGS } from './load';
import { defined } from '../../app/columns';

registerEnglish(english);
const texts = catalogue.rewards;
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
    texts.loadMappingsFailed,
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
        texts.updateMappingFailed,
      )
    )
      setDraft(null);
  };

  const editing = (m: TokenMapping) => draft?.mappingId === m.mappingId;
  const cell = (
    m: TokenMapping,
    key: 'redemptionType' | 'requiredTokens' | 'equivalentValue',
    label: string,
    shown: string | number,
  ) => {
    if (!editing(m) || !draft || !errors) return shown;
    const err = tried && errors[key] ? translateText(errors[key]) : '';
    const id = `map-${m.mappingId}-${key}`;
    return (
      <FormGroup
        className="mpa-inline-field"
        intent={err ? 'danger' : 'none'}
        helperText={err || undefined}
        labelFor={id}
        style={{ margin: 0 }}
      >
        {key === 'redemptionType' ? (
          <InputGroup
            id={id}
            size="small"
            aria-label={label}
            value={draft[key]}
            disabled={saving}
            intent={err ? 'danger' : 'none'}
            onValueChange={(v) => setDraft({ ...draft, [key]: v })}
          />
        ) : (
          <NumericInput
            buttonPosition="none"
            id={id}
            size="small"
            aria-label={label}
            min={0}
            value={draft[key]}
            disabled={saving}
            intent={err ? 'danger' : 'none'}
            stepSize={1}
            minorStepSize={0.01}
            fill
            onValueChange={(_n, text) => setDraft({ ...draft, [key]: text })}
          />
        )}
      </FormGroup>
    );
  };

  const M = (field: string) => defined<TokenMapping>('token-mappings', field).header;
  const columns: Column<TokenMapping>[] = [
    {
      id: 'type',
      header: M('redemptionType'),
      render: (m) => cell(m, 'redemptionType', t('columns.redemptionType'), m.redemptionType),
    },
    {
      id: 'tokens',
      header: M('requiredTokens'),
      align: 'right',
      render: (m) => cell(m, 'requiredTokens', t('columns.requiredTokens'), m.requiredTokens),
    },
    {
      id: 'value',
      header: M('equivalentValue'),
      align: 'right',
      render: (m) => cell(m, 'equivalentValue', t('columns.equivalentValue'), m.equivalentValue),
    },
  ];

  return (
    <>
      <PageHeader title={t('ui.titles.pointsConversionRate')} subtitle={t('ui.pointsMapping.subtitle')} />
      {error && !data && (
        <Callout intent="danger" compact className="mpa-list-alert">
          {t('rewards.loadMappingsFailed')}
        </Callout>
      )}
      <DataTable
        label={t('ui.pointsMapping.tableLabel')}
        columns={columns}
        rows={data}
        rowKey={(m) => m.mappingId}
        loading={isLoading}
        emptyText={t('ui.pointsMapping.empty')}
        rowActions={(m) =>
          editing(m) ? (
            <>
              <Button
                size="small"
                variant="minimal"
                text={t('ui.components.cancel')}
                disabled={saving}
                onClick={() => setDraft(null)}
              />
              <Button
                size="small"
                intent="primary"
                icon="tick"
                text={t('ui.components.save')}
                loading={saving}
                onClick={() => void save()}
              />
            </>
          ) : (
            <Button
              size="small"
              variant="minimal"
              icon="edit"
              text={t('ui.components.edit')}
              aria-label={t('ui.components.editNamed', { name: m.redemptionType })}
              disabled={saving}
              onClick={() => edit(m)}
            />
          )
        }
      />
    </>
  );
}
