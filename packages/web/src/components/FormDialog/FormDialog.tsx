import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import '../words';
import '../text.css';
import './form.css';

export interface FormDialogProps {
  isOpen?: boolean;
  title: string;
  /** The submit button's text (spec words: 'Create', 'Update', 'Add'...). */
  submitText: string;
  /** While true the form is read-only and the dialog cannot be closed. */
  saving?: boolean;
  onSubmit(): void;
  onClose(): void;
  width?: number;
  className?: string;
  children: ReactNode;
}

/**
 * Every form of the panel in one shape: a Blueprint Dialog holding a <form> (Enter submits, the
 * browser's own validation stays out of the way), the fields, and a DialogFooter with Cancel and the
 * submit button. Closing is refused while saving; what was typed stays when a save fails (the caller
 * keeps the draft).
 */
export function FormDialog({
  isOpen = true,
  title,
  submitText,
  saving = false,
  onSubmit,
  onClose,
  width = 560,
  className,
  children,
}: FormDialogProps) {
  const t = useT();
  return (
    <Dialog
      isOpen={isOpen}
      title={title}
      onClose={saving ? undefined : onClose}
      style={{ width }}
      className={className}
      canOutsideClickClose={false}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!saving) onSubmit();
        }}
      >
        <DialogBody>{children}</DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('ui.components.cancel')} disabled={saving} onClick={onClose} />
              <Button type="submit" intent="primary" text={submitText} loading={saving} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
