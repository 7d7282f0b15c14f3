import { InputGroup, NumericInput } from '@blueprintjs/core';
import {
  tokenMappingErrors,
  tokenMappingOf,
  type TokenMapping,
  type TokenMappingDraft,
} from '@marketplace-admin/sdk';
import { defined } from '../../app/columns';
import type { GridColumn } from '../../components/DataGrid';
import { EditButtons } from '../../components/FormDialog';
import { useRowAction } from '../../hooks/useRowAction';
import { useSdk } from '../../hooks/useSdk';
import { translateText, useT } from '../../i18n';
import { useInlineEdit } from '../useInlineEdit';

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

/**
 * A token mapping's inline form: its fields as the grid's cells of the row being edited, its Edit/Save/Cancel
 * buttons, and what the SDK's check says of its fields (a grid row is one line high: told below the grid, tied to
 * its field).
 */
export function useMappingForm(mutate: () => Promise<unknown>) {
  const t = useT();
  const sdk = useSdk();
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
  const buttons = (m: TokenMapping) => (
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
  );
  const fieldErrors = draft ? FIELDS.map((f) => f.key).filter((k) => errorOf(k)) : [];
  const said = fieldErrors.length > 0 && (
    <div className="mpa-inline-errors" role="alert">
      {fieldErrors.map((k) => (
        <p key={k} id={errorId(k)} className="mpa-danger-text">
          {errorOf(k)}
        </p>
      ))}
    </div>
  );
  return { columns, buttons, said };
}
