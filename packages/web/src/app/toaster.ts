import { OverlayToaster, Position, type Intent, type Toaster, type ToastProps } from '@blueprintjs/core';
import { isMpaError, type MessageId } from '@marketplace-admin/sdk';
import { errorText, t, type Id } from '../i18n';
import { UNDO_MS } from './constants';

let toaster: Promise<Toaster> | null = null;

const ICONS: Record<string, ToastProps['icon']> = {
  success: 'tick-circle',
  danger: 'error',
  warning: 'warning-sign',
  primary: 'info-sign',
};

interface ShowToastOptions {
  /** Plain text, never HTML: a message's text (`t(id)`) or the server's words. */
  message: string;
  intent?: Intent;
  /** Milliseconds; 0 keeps the toast until dismissed. */
  timeout?: number;
  /** Toasts with the same key replace each other instead of stacking. */
  key?: string;
  /** A button on the toast (e.g. Undo); pressing it also closes the toast. */
  action?: { text: string; onClick(): void };
}

/** Shows a Blueprint toast. Returns the toast key. */
export function showToast({
  message,
  intent = 'none',
  timeout = 4000,
  key = message,
  action,
}: ShowToastOptions) {
  toaster ??= OverlayToaster.create({ position: Position.TOP, maxToasts: 4, className: 'mpa-toaster' });
  return toaster.then((t) => t.show({ message, intent, timeout, icon: ICONS[intent], action }, key));
}

/** An error toast: the error's text, else `fallback`'s; not for an expired session (the app said so). */
export function toastError(error: unknown, fallback: Id): void {
  if (isMpaError(error) && error.kind === 'unauthorized') return;
  void showToast({ message: errorText(error, fallback), intent: 'danger' });
}

/** The reverse of a reversible change (a toggle, a reorder), offered as Undo on its success toast. */
export interface Undo {
  /** Sends the reverse change through the SDK. */
  run(): Promise<unknown>;
  /** What is said once it is done: one of the '… restored' texts ('undo.vendorStatus'). */
  restored: Id;
}

interface WriteOptions {
  /** false: no success toast (a write whose success shows by itself). */
  toastSuccess?: boolean;
  /** The write is reversible: its success toast (shown in any case) offers Undo for UNDO_MS. */
  undo?: Undo;
  /** After an undo, done or failed: read the rows again. */
  afterUndo?(): unknown;
  /** The write (or its undo) timed out and may have been made: read the rows again, then say so. */
  afterTimeout?(): unknown;
}

const timedOut = (e: unknown): boolean => isMpaError(e) && e.kind === 'timeout';

/** A failed write's toast; one that timed out says so once the rows have been read again. */
async function toastWriteError(e: unknown, failure: Id, afterTimeout?: () => unknown): Promise<void> {
  if (!timedOut(e)) return toastError(e, failure);
  // a failed re-read is the screen's to show; the toast still says what happened to the write
  await Promise.resolve()
    .then(afterTimeout)
    .catch(() => undefined);
  void showToast({ message: t('transport.writeTimedOut'), intent: 'warning' });
}

/** What a write resolves to: the SDK's Mutation (its text, and the text's id when the SDK wrote it). */
type Written = { message: string; messageId?: MessageId };

// every Undo toast is its own: a second change must not take the first one's Undo away
let undoToasts = 0;

/**
 * One write to the server: toasts its success message, or the error (`failure` when the error has no
 * text of its own). Resolves true when it succeeded; never throws, so the caller's input stays as typed.
 */
export async function writeWithToasts(
  write: () => Promise<Written>,
  failure: Id,
  { toastSuccess = true, undo, afterUndo, afterTimeout }: WriteOptions = {},
): Promise<boolean> {
  let res: Written;
  try {
    res = await write();
  } catch (e) {
    await toastWriteError(e, failure, afterTimeout);
    return false;
  }
  const message = res.messageId ? t(res.messageId) : res.message;
  if (!undo) {
    if (toastSuccess) void showToast({ message, intent: 'success' });
    return true;
  }
  const reverse = async (): Promise<void> => {
    try {
      await undo.run();
      void showToast({ message: t(undo.restored), intent: 'success' });
    } catch (e) {
      if (timedOut(e)) void showToast({ message: t('transport.writeTimedOut'), intent: 'warning' });
      else toastError(e, failure);
    } finally {
      await afterUndo?.();
    }
  };
  undoToasts += 1;
  const action = { text: t('undo.action'), onClick: () => void reverse() };
  void showToast({ message, intent: 'success', timeout: UNDO_MS, key: `undo-${undoToasts}`, action });
  return true;
}
