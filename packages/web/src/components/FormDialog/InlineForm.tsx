import { Button } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import './form.css';

interface InlineFormProps {
  /** The submit button's words ('Save', 'Update', 'Submit'). */
  submitText: string;
  submitIcon?: IconName;
  /** Cancel's words where the screen has its own; default the panel's 'Cancel'. */
  cancelText?: string;
  /** A save runs: the submit button spins, Cancel is off, Enter sends nothing more. */
  saving: boolean;
  onSubmit(): void;
  onCancel(): void;
  className?: string;
  /** The buttons' row; default the forms' own (right-aligned). */
  actionsClassName?: string;
  /** The browser's own checks kept out of the way: the form says the SDK rule's message. */
  noValidate?: boolean;
  children: ReactNode;
}

/** A form drawn in place (a card above a list, not a dialog): its fields, then Cancel and the submit button. */
export function InlineForm({
  submitText,
  submitIcon,
  cancelText,
  saving,
  onSubmit,
  onCancel,
  className,
  actionsClassName = 'mpa-form-actions',
  noValidate,
  children,
}: InlineFormProps) {
  const t = useT();
  return (
    <form
      className={className}
      noValidate={noValidate}
      onSubmit={(e) => {
        e.preventDefault();
        if (!saving) onSubmit();
      }}
    >
      {children}
      <div className={actionsClassName}>
        <Button text={cancelText ?? t('ui.components.cancel')} disabled={saving} onClick={onCancel} />
        <Button type="submit" intent="primary" icon={submitIcon} text={submitText} loading={saving} />
      </div>
    </form>
  );
}
