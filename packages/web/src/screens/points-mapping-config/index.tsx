import { Button, Callout, FormGroup, InputGroup, NumericInput } from '@blueprintjs/core';
import { catalogue, type TokenMapping } from '@marketplace-admin/sdk';
import { useState } from 'react';
import { DataTable, type Column } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { useListQuery } from '../../hooks/useListQuery';
import { useRowAction } from '../../hooks/useRowAction';
import { useSdk } from '../../hooks/useSdk';
import { ALL, fetchMappings, MAPPINGS } from './load';
import { defined } from '../../app/columns';

const t = catalogue.rewards;
/** The mappings are one list, unpaged and unsearched (spec §7 token-mappings takes no parameters). */

interface Draft {
  mappingId: number;
  redemptionType: string;
  requiredTokens: string;
  equivalentValue: string;
}

/** The problems of a draft, by field ('' when fine). Numbers must be 0 or more. */
function draftErrors(d: Draft): Record<'redemptionType' | 'requiredTokens' | 'equivalentValue', string> {
  const num = (v: string, what: string) => {
    const n = v.trim() === '' ? NaN : Number(v);
    return Number.isFinite(n) && n >= 0 ? '' : `${what} must be 0 or more`;
  };
  return {
    redemptionType: d.redemptionType.trim() ? '' : 'Redemption type is required',
    requiredTokens: num(d.requiredTokens, 'Required tokens') || (Number.isInteger(Number(d.requiredTokens)) ? '' : 'Required tokens must be a whole number'),
    equivalentValue: num(d.equivalentValue, 'Equivalent value'),
  };
}

/** Points Conversion Rate (spec §2): the token mappings, each editable inline. */
export default function PointsMappingScreen() {
  const sdk = useSdk();
  const { data, error, isLoading, mutate } = useListQuery(MAPPINGS, ALL, fetchMappings(sdk), t.loadMappingsFailed);
  const row = useRowAction(mutate);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [tried, setTried] = useState(false);
  const saving = row.anyBusy;

  const errors = draft ? draftErrors(draft) : null;
  const edit = (m: TokenMapping) => {
    setTried(false);
    setDraft({ mappingId: m.mappingId, redemptionType: m.redemptionType, requiredTokens: String(m.requiredTokens), equivalentValue: String(m.equivalentValue) });
  };
  const save = async () => {
    if (!draft || !errors) return;
    setTried(true);
    if (Object.values(errors).some(Boolean)) return;
    const mapping = {
      mappingId: draft.mappingId,
      redemptionType: draft.redemptionType.trim(),
      requiredTokens: Number(draft.requiredTokens),
      equivalentValue: Number(draft.equivalentValue),
    };
    // on failure the row stays in edit mode with what was typed
    if (await row.run(draft.mappingId, () => sdk.referrals.tokenMappings.update(mapping), t.updateMappingFailed)) setDraft(null);
  };

  const editing = (m: TokenMapping) => draft?.mappingId === m.mappingId;
  const cell = (m: TokenMapping, key: 'redemptionType' | 'requiredTokens' | 'equivalentValue', label: string, shown: string | number) => {
    if (!editing(m) || !draft || !errors) return shown;
    const err = tried ? errors[key] : '';
    const id = `map-${m.mappingId}-${key}`;
    return (
      <FormGroup className="mpa-inline-field" intent={err ? 'danger' : 'none'} helperText={err || undefined} labelFor={id} style={{ margin: 0 }}>
        {key === 'redemptionType' ? (
          <InputGroup id={id} size="small" aria-label={label} value={draft[key]} disabled={saving} intent={err ? 'danger' : 'none'}
            onValueChange={(v) => setDraft({ ...draft, [key]: v })} />
        ) : (
          <NumericInput buttonPosition="none" id={id} size="small" aria-label={label} min={0} value={draft[key]} disabled={saving} intent={err ? 'danger' : 'none'}
            stepSize={1} minorStepSize={0.01} fill onValueChange={(_n, text) => setDraft({ ...draft, [key]: text })} />
        )}
      </FormGroup>
    );
  };

  const M = (field: string) => defined<TokenMapping>('token-mappings', field).header;
  const columns: Column<TokenMapping>[] = [
    { id: 'type', header: M('redemptionType'), render: (m) => cell(m, 'redemptionType', 'Redemption type', m.redemptionType) },
    { id: 'tokens', header: M('requiredTokens'), align: 'right', render: (m) => cell(m, 'requiredTokens', 'Required tokens', m.requiredTokens) },
    { id: 'value', header: M('equivalentValue'), align: 'right', render: (m) => cell(m, 'equivalentValue', 'Equivalent value', m.equivalentValue) },
  ];

  return (
    <>
      <PageHeader title="Points Conversion Rate" subtitle="Tokens required per redemption type and what they are worth" />
      {error && !data && (
        <Callout intent="danger" compact className="mpa-list-alert">
          {t.loadMappingsFailed}
        </Callout>
      )}
      <DataTable
        label="Token mappings"
        columns={columns}
        rows={data}
        rowKey={(m) => m.mappingId}
        loading={isLoading}
        emptyText="No mappings found."
        rowActions={(m) =>
          editing(m) ? (
            <>
              <Button size="small" variant="minimal" text="Cancel" disabled={saving} onClick={() => setDraft(null)} />
              <Button size="small" intent="primary" icon="tick" text="Save" loading={saving} onClick={() => void save()} />
            </>
          ) : (
            <Button size="small" variant="minimal" icon="edit" text="Edit" aria-label={`Edit ${m.redemptionType}`} disabled={saving} onClick={() => edit(m)} />
          )
        }
      />
    </>
  );
}
