import { Callout, FormGroup, HTMLSelect, InputGroup, NumericInput, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { translateText, useT, type Id } from '../../i18n';

/** What a field draws: a one-line text input (of an HTML type), a number, a text area or a select. */
type FieldKind = 'text' | 'email' | 'tel' | 'password' | 'numeric' | 'number' | 'textarea' | 'select';

/** One field of a form, declared: the draft's key it edits, its input's id, its words by message id. */
export interface FieldDefinition<D> {
  key: keyof D & string;
  /** The input's id, which the label points at. */
  id: string;
  label: Id;
  /** Default 'text'; 'numeric' is a text input with the phone's digit keyboard. */
  kind?: FieldKind;
  /** Beside the label: 'required' or 'optional' words. */
  labelInfo?: Id;
  placeholder?: Id;
  /** Under the field while it has no error. */
  help?: string;
  /** The browser's autofill hint ('new-password'). */
  autoComplete?: string;
  /** Spans both columns of the form's grid. */
  full?: boolean;
  /** The draft change a typed text makes (digits only, a field computed from another); default: the text itself. */
  change?(typed: string): Partial<D>;
  /** A select's choices, as shown; a first, empty choice says `empty` when there is one. */
  options?: ReadonlyArray<{ value: string; text: string }>;
  empty?: string;
  /** The empty choice cannot be picked back once another one is. */
  emptyDisabled?: boolean;
  /** What is wrong with the field now, shown under it. */
  error?: string;
  /** A number's least value. */
  min?: number;
  /** A text area's height in lines. */
  rows?: number;
  autoFocus?: boolean;
}

/** A form's draft, kept as typed (text), so a failed save keeps it exactly; `set` changes some of its fields. */
export function useDraft<D>(initial: D | (() => D)) {
  const [draft, setDraft] = useState<D>(initial);
  const set = (patch: Partial<D>) => setDraft((d) => ({ ...d, ...patch }));
  return { draft, set, reset: setDraft };
}

/** Every declared field of a form, in order, each a Blueprint FormGroup with its label and input. */
export function FormFields<D extends object>({
  fields,
  draft,
  set,
  disabled,
}: {
  fields: ReadonlyArray<FieldDefinition<D>>;
  draft: D;
  set(patch: Partial<D>): void;
  /** While a save runs. */
  disabled?: boolean;
}) {
  const t = useT();
  return fields.map((f) => {
    const value = String(draft[f.key] ?? '');
    const onText = (typed: string) => set(f.change ? f.change(typed) : ({ [f.key]: typed } as Partial<D>));
    const intent = f.error ? 'danger' : 'none';
    const common = { id: f.id, value, disabled, autoFocus: f.autoFocus };
    const placeholder = f.placeholder && t(f.placeholder);
    const kind = f.kind ?? 'text';
    return (
      <FormGroup
        key={f.id}
        label={t(f.label)}
        labelFor={f.id}
        labelInfo={f.labelInfo && t(f.labelInfo)}
        className={f.full ? 'mpa-form-full' : undefined}
        intent={f.error ? 'danger' : undefined}
        helperText={f.error ?? f.help}
      >
        {kind === 'select' ? (
          <HTMLSelect {...common} fill onChange={(e) => onText(e.currentTarget.value)}>
            {f.empty !== undefined && (
              <option value="" disabled={f.emptyDisabled}>
                {f.empty}
              </option>
            )}
            {f.options?.map((o) => (
              <option key={o.value} value={o.value}>
                {o.text}
              </option>
            ))}
          </HTMLSelect>
        ) : kind === 'textarea' ? (
          <TextArea {...common} fill rows={f.rows} onChange={(e) => onText(e.currentTarget.value)} />
        ) : kind === 'number' ? (
          <NumericInput
            {...common}
            fill
            buttonPosition="none"
            min={f.min}
            intent={intent}
            onValueChange={(_n, typed) => onText(typed)}
          />
        ) : (
          <InputGroup
            {...common}
            type={kind === 'numeric' ? undefined : kind}
            inputMode={kind === 'numeric' ? 'numeric' : kind === 'tel' ? 'tel' : undefined}
            placeholder={placeholder}
            autoComplete={f.autoComplete}
            onValueChange={onText}
          />
        )}
      </FormGroup>
    );
  });
}

/** What stops the save, as the SDK's rule says it, in the panel's language. */
export function FormErrors({ messages, className }: { messages: ReadonlyArray<string>; className?: string }) {
  if (!messages.length) return null;
  return (
    <Callout intent="danger" role="alert" compact className={className ?? 'mpa-form-full'}>
      {messages.length === 1
        ? translateText(messages[0]!)
        : messages.map((m) => <div key={m}>{translateText(m)}</div>)}
    </Callout>
  );
}
