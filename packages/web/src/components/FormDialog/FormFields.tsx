import {
  Callout,
  Checkbox,
  FormGroup,
  HTMLSelect,
  InputGroup,
  NumericInput,
  TextArea,
} from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { translateText, useT, type Id } from '../../i18n';
import type { FormState } from './useForm';
import './form.css';

/** What a field draws: a one-line text input (of an HTML type), a number, a text area, a select or a checkbox. */
type FieldKind =
  'text' | 'email' | 'tel' | 'password' | 'numeric' | 'number' | 'textarea' | 'select' | 'checkbox';

/** One field of a form, declared: the draft's key it edits, its words by message id. */
export interface FieldDefinition<D> {
  key: keyof D & string;
  /** The input's id, which the label points at; default `<the form's id>-<key>`. */
  id?: string;
  /** Without one, a `render` field is drawn as it is (a control that draws its own label). */
  label?: Id;
  /** Default 'text'; 'numeric' is a text input with the phone's digit keyboard. */
  kind?: FieldKind;
  /** The required word beside the label; the input is marked required (a refused save focuses it when blank). */
  required?: Id;
  /** Beside the label: the optional word. */
  labelInfo?: Id;
  placeholder?: Id;
  /** Under the field while it has no error. */
  help?: string;
  autoComplete?: string;
  /** Spans both columns of the form's grid. */
  full?: boolean;
  /** The draft change a typed text makes (digits only, a field computed from another); default: the text itself. */
  change?(typed: string): Partial<D>;
  /** A select's choices (a text is its own value); a first, empty choice says `empty`. */
  options?: ReadonlyArray<string | { value: string; text: string }>;
  empty?: string;
  /** The empty choice cannot be picked back once another one is. */
  emptyDisabled?: boolean;
  /** A text input's suggestions (a datalist). */
  suggestions?: readonly string[];
  /** The SDK rule's messages this field shows under it (the form's callout shows the others). */
  errors?: readonly string[];
  min?: number;
  /** A text area's height in lines. */
  rows?: number;
  autoFocus?: boolean;
  /** A control of the form's own (a date, a picker, images) in place of the kind's input. */
  render?(id: string): ReactNode;
}

/** Every declared field of a form, in order, each a Blueprint FormGroup with its label and input. */
export function FormFields<D extends object>({
  fields,
  draft,
  set,
  disabled,
  messages = [],
  idPrefix = 'field',
}: {
  fields: ReadonlyArray<FieldDefinition<D>>;
  draft: D;
  set(patch: Partial<D>): void;
  /** While a save runs. */
  disabled?: boolean;
  /** What the SDK's rule says is wrong now: each field shows those it claims. */
  messages?: readonly string[];
  idPrefix?: string;
}) {
  const t = useT();
  return fields.map((f) => {
    const id = f.id ?? `${idPrefix}-${f.key}`;
    const claimed = messages.find((m) => f.errors?.includes(m));
    const error = claimed && translateText(claimed);
    if (f.render && !f.label)
      return (
        <div key={id} className={f.full ? 'mpa-form-full' : undefined}>
          {f.render(id)}
          {error && <p className="mpa-field-error">{error}</p>}
        </div>
      );
    const raw = draft[f.key];
    const value = String(raw ?? '');
    const onText = (typed: string) => set(f.change ? f.change(typed) : ({ [f.key]: typed } as Partial<D>));
    const common = {
      id,
      value,
      disabled,
      autoFocus: f.autoFocus,
      'aria-required': f.required ? true : undefined,
      'aria-invalid': error ? true : undefined,
    };
    const kind = f.kind ?? 'text';
    const control = f.render ? (
      f.render(id)
    ) : kind === 'checkbox' ? (
      <Checkbox
        label={t(f.label!)}
        checked={Boolean(raw)}
        disabled={disabled}
        onChange={(e) => set({ [f.key]: e.currentTarget.checked } as Partial<D>)}
      />
    ) : kind === 'select' ? (
      <HTMLSelect {...common} fill onChange={(e) => onText(e.currentTarget.value)}>
        {f.empty !== undefined && (
          <option value="" disabled={f.emptyDisabled}>
            {f.empty}
          </option>
        )}
        {f.options?.map((o) =>
          typeof o === 'string' ? (
            <option key={o}>{o}</option>
          ) : (
            <option key={o.value} value={o.value}>
              {o.text}
            </option>
          ),
        )}
      </HTMLSelect>
    ) : kind === 'textarea' ? (
      <TextArea {...common} fill rows={f.rows} onChange={(e) => onText(e.currentTarget.value)} />
    ) : kind === 'number' ? (
      <NumericInput
        {...common}
        fill
        buttonPosition="none"
        min={f.min}
        intent={error ? 'danger' : 'none'}
        onValueChange={(_n, typed) => onText(typed)}
      />
    ) : (
      <InputGroup
        {...common}
        type={kind === 'numeric' ? undefined : kind}
        inputMode={kind === 'numeric' ? 'numeric' : kind === 'tel' ? 'tel' : undefined}
        placeholder={f.placeholder && t(f.placeholder)}
        autoComplete={f.autoComplete}
        list={f.suggestions && `${id}-options`}
        onValueChange={onText}
      />
    );
    return (
      <FormGroup
        key={id}
        label={kind === 'checkbox' ? undefined : t(f.label!)}
        labelFor={id}
        labelInfo={(f.required ?? f.labelInfo) && t((f.required ?? f.labelInfo)!)}
        className={f.full ? 'mpa-form-full' : undefined}
        intent={error ? 'danger' : undefined}
        helperText={error ?? f.help}
      >
        {control}
        {f.suggestions && (
          <datalist id={`${id}-options`}>
            {f.suggestions.map((s) => (
              <option key={s} value={s} />
            ))}
          </datalist>
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
      {messages.map((m) => (
        <div key={m}>{translateText(m)}</div>
      ))}
    </Callout>
  );
}

/** A declared form's fields in the form's grid, under what stops the save that no field shows itself. */
export function DeclaredFields<D extends object>({
  form,
  fields,
  className = 'mpa-form-grid',
  children,
}: {
  form: Pick<FormState<D>, 'id' | 'draft' | 'set' | 'errors' | 'saving'>;
  fields: ReadonlyArray<FieldDefinition<D>>;
  className?: string;
  children?: ReactNode;
}) {
  const claimed = new Set(fields.flatMap((f) => f.errors ?? []));
  return (
    <>
      <FormErrors messages={form.errors.filter((m) => !claimed.has(m))} />
      <div className={className}>
        <FormFields
          fields={fields}
          draft={form.draft}
          set={form.set}
          disabled={form.saving}
          messages={form.errors}
          idPrefix={form.id}
        />
        {children}
      </div>
    </>
  );
}
