import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import { DeclaredFields, type FieldDefinition } from './FormFields';
import type { FormState } from './useForm';
import '../words';
import '../text.css';
import './form.css';

export interface FormDialogProps<D> {
  isOpen?: boolean;
  title: string;
  /** The submit button's text (spec words: 'Create', 'Update', 'Add'...). */
  submitText: string;
  /** While true the form is read-only and the dialog cannot be closed. */
  saving?: boolean;
  onSubmit?(): void;
  onClose(): void;
  width?: number;
  className?: string;
  /** A declared form (its state from useForm, its fields): drawn in the form's grid, before `children`. */
  form?: FormState<D>;
  fields?: ReadonlyArray<FieldDefinition<D>>;
  children?: ReactNode;
}

/** A form in a Dialog: Enter submits, Cancel and submit below; it cannot be closed while it saves. */
export function FormDialog<D extends object>(p: FormDialogProps<D>) {
  const t = useT();
  const { form, width = 560 } = p;
  const saving = form?.saving ?? p.saving ?? false;
  return (
    <Dialog
      isOpen={p.isOpen ?? true}
      title={p.title}
      onClose={saving ? undefined : p.onClose}
      style={{ width }}
      className={p.className}
      canOutsideClickClose={false}
    >
      <form
        ref={form?.ref}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!saving) (form?.submit ?? p.onSubmit)?.();
        }}
      >
        <DialogBody>
          {form ? (
            <DeclaredFields form={form} fields={p.fields ?? []}>
              {p.children}
            </DeclaredFields>
          ) : (
            p.children
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('ui.components.cancel')} disabled={saving} onClick={p.onClose} />
              <Button type="submit" intent="primary" text={p.submitText} loading={saving} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
