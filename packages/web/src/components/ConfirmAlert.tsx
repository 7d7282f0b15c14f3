import { Alert } from '@blueprintjs/core';
import i20Trash from '@blueprintjs/icons/lib/esm/generated/20px/paths/trash';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { registerIcons } from '../app/icons';
import { translateText, useT } from '../i18n';
import './words';

// an Alert draws its icon at 20px
registerIcons({}, { trash: i20Trash });

interface Pending {
  /** The spec's question (from the SDK catalogue), e.g. 'Delete this category?'. */
  question: string;
  /** The confirm button's text (default 'Delete'). */
  confirmText?: string;
  resolve(ok: boolean): void;
}

/**
 * Asks the spec's question before a destructive action, in a Blueprint Alert (intent danger): render
 * `element` once, then `if (await confirm(question)) ...`.
 */
export function useConfirm(): [
  (question: string, opts?: { confirmText?: string }) => Promise<boolean>,
  ReactNode,
] {
  const t = useT();
  const [pending, setPending] = useState<Pending | null>(null);
  const [open, setOpen] = useState(false);
  const ref = useRef<Pending | null>(null);
  const confirm = useCallback(
    (question: string, opts: { confirmText?: string } = {}) =>
      new Promise<boolean>((resolve) => {
        ref.current?.resolve(false);
        ref.current = { question, confirmText: opts.confirmText, resolve };
        setPending(ref.current);
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
    <Alert
      isOpen={open}
      intent="danger"
      icon="trash"
      confirmButtonText={pending?.confirmText ?? t('ui.components.delete')}
      cancelButtonText={t('ui.components.cancel')}
      canEscapeKeyCancel
      onConfirm={() => close(true)}
      onCancel={() => close(false)}
    >
      <p>{translateText(pending?.question ?? '')}</p>
    </Alert>
  );
  return [confirm, element];
}
