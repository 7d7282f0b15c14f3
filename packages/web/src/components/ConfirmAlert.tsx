import { Alert, type Intent } from '@blueprintjs/core';
import i20Trash from '@blueprintjs/icons/lib/esm/generated/20px/paths/trash';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { registerIcons } from '../app/icons';
import { translateText, useT } from '../i18n';
import './words';

// an Alert draws its icon at 20px
registerIcons({}, { trash: i20Trash });

interface ConfirmAlertProps {
  isOpen: boolean;
  /** The spec's confirmation question (from the SDK catalogue), e.g. 'Delete this category?'. */
  question: string;
  /** Confirm button text (default 'Delete'). */
  confirmText?: string;
  cancelText?: string;
  intent?: Intent;
  /** Shows a spinner on the confirm button while the action runs. */
  loading?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** A Blueprint Alert asking the spec's question before a destructive action (intent danger). */
function ConfirmAlert({
  isOpen,
  question,
  confirmText,
  cancelText,
  intent = 'danger',
  loading,
  onConfirm,
  onCancel,
}: ConfirmAlertProps) {
  const t = useT();
  return (
    <Alert
      isOpen={isOpen}
      intent={intent}
      icon="trash"
      confirmButtonText={confirmText ?? t('ui.components.delete')}
      cancelButtonText={cancelText ?? t('ui.components.cancel')}
      loading={loading}
      canEscapeKeyCancel
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>{translateText(question)}</p>
    </Alert>
  );
}

interface Pending {
  question: string;
  confirmText?: string;
  resolve(ok: boolean): void;
}

/**
 * Promise-style confirmation: render `element` once, then `if (await confirm(question)) ...`.
 *
 *   const [confirm, confirmElement] = useConfirm();
 *   const remove = async (row) => { if (await confirm(catalogue.shops.confirmDelete)) await sdk.shops.delete(row.shopId); };
 *   return <>{...}{confirmElement}</>;
 */
export function useConfirm(): [
  (question: string, opts?: { confirmText?: string }) => Promise<boolean>,
  ReactNode,
] {
  const [pending, setPending] = useState<Pending | null>(null);
  const [open, setOpen] = useState(false);
  const ref = useRef<Pending | null>(null);
  const confirm = useCallback(
    (question: string, opts: { confirmText?: string } = {}) =>
      new Promise<boolean>((resolve) => {
        ref.current?.resolve(false);
        const p = { question, confirmText: opts.confirmText, resolve };
        ref.current = p;
        setPending(p);
        setOpen(true);
      }),
    [],
  );
  const close = (ok: boolean) => {
    ref.current?.resolve(ok);
    ref.current = null;
    setOpen(false); // the question stays while the alert fades out
  };
  const element = (
    <ConfirmAlert
      isOpen={open}
      question={pending?.question ?? ''}
      confirmText={pending?.confirmText}
      onConfirm={() => close(true)}
      onCancel={() => close(false)}
    />
  );
  return [confirm, element];
}
