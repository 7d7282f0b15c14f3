import { Button } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import { DeclaredFields, type FieldDefinition } from './FormFields';
import type { FormState } from './useForm';
import './form.css';

/**
 * A form drawn in place (not a dialog): its fields, then Cancel and the submit button. While `saving`, submit
 * spins, Cancel is off and Enter sends nothing more.
 */
export function InlineForm<D extends object>(p: {
  submitText: string;
  submitIcon?: IconName;
  saving?: boolean;
  onSubmit?(): void;
  onCancel(): void;
  className?: string;
  /** The buttons' row; default the forms' own (right-aligned). */
  actionsClassName?: string;
  /** A declared form (its state from useForm, its fields in `gridClassName`), before `children`. */
  form?: FormState<D>;
  fields?: ReadonlyArray<FieldDefinition<D>>;
  gridClassName?: string;
  children?: ReactNode;
}) {
  const t = useT();
  const { form } = p;
  const saving = form?.saving ?? p.saving ?? false;
  return (
    <form
      ref={form?.ref}
      className={p.className}
      // a declared form says the SDK rule's messages, not the browser's
      noValidate={Boolean(form)}
      onSubmit={(e) => {
        e.preventDefault();
        if (!saving) (form?.submit ?? p.onSubmit)?.();
      }}
    >
      {form ? (
        <DeclaredFields form={form} fields={p.fields ?? []} className={p.gridClassName}>
          {p.children}
        </DeclaredFields>
      ) : (
        p.children
      )}
      <div className={p.actionsClassName ?? 'mpa-form-actions'}>
        <Button text={t('ui.components.cancel')} disabled={saving} onClick={p.onCancel} />
        <Button type="submit" intent="primary" icon={p.submitIcon} text={p.submitText} loading={saving} />
      </div>
    </form>
  );
}
