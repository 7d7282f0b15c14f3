import { Button } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import './form.css';

/**
 * A form drawn in place (a card above a list, not a dialog): its fields, then Cancel (`cancelText`, default the
 * panel's) and the submit button. While `saving`, submit spins, Cancel is off and Enter sends nothing more.
 */
export function InlineForm(p: {
  submitText: string;
  submitIcon?: IconName;
  cancelText?: string;
  saving: boolean;
  onSubmit(): void;
  onCancel(): void;
  className?: string;
  /** The buttons' row; default the forms' own (right-aligned). */
  actionsClassName?: string;
  /** The browser's own checks kept out of the way: the form says the SDK rule's message. */
  noValidate?: boolean;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <form
      className={p.className}
      noValidate={p.noValidate}
      onSubmit={(e) => {
        e.preventDefault();
        if (!p.saving) p.onSubmit();
      }}
    >
      {p.children}
      <div className={p.actionsClassName ?? 'mpa-form-actions'}>
        <Button text={p.cancelText ?? t('ui.components.cancel')} disabled={p.saving} onClick={p.onCancel} />
        <Button type="submit" intent="primary" icon={p.submitIcon} text={p.submitText} loading={p.saving} />
      </div>
    </form>
  );
}
