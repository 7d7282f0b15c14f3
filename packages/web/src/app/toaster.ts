import { OverlayToaster, Position, type Intent, type Toaster, type ToastProps } from '@blueprintjs/core';
import { isMpaError } from '@marketplace-admin/sdk';

let toaster: Promise<Toaster> | null = null;

function getToaster(): Promise<Toaster> {
  toaster ??= OverlayToaster.create({ position: Position.TOP, maxToasts: 4, className: 'mpa-toaster' });
  return toaster;
}

const ICONS: Record<string, ToastProps['icon']> = {
  success: 'tick-circle',
  danger: 'error',
  warning: 'warning-sign',
  primary: 'info-sign',
};

export interface ShowToastOptions {
  /** Plain text: server text is always rendered as text, never as HTML. */
  message: string;
  intent?: Intent;
  /** Milliseconds; 0 keeps the toast until dismissed. Default 4000. */
  timeout?: number;
  /** Toasts with the same key replace each other instead of stacking. Default: the message. */
  key?: string;
}

/** Shows a Blueprint toast. Returns the toast key. */
export function showToast({ message, intent = 'none', timeout = 4000, key = message }: ShowToastOptions): Promise<string> {
  return getToaster().then((t) => t.show({ message, intent, timeout, icon: ICONS[intent] }, key));
}

/**
 * Shows an error toast with the error's message (the SDK's messages are already the text to show),
 * or `fallback` for anything else. An expired session is skipped: the app already said so.
 */
export function toastError(error: unknown, fallback: string): void {
  if (isMpaError(error) && error.kind === 'unauthorized') return;
  const message = isMpaError(error) && error.message ? error.message : fallback;
  void showToast({ message, intent: 'danger' });
}

/**
 * One write to the server: toasts its success message, or the error (`failure` when the error has no
 * text of its own). Resolves true when it succeeded; never throws, so the caller's input stays as typed.
 * `toastSuccess: false` for a write whose success shows by itself and has no text of its own (a move).
 */
export async function writeWithToasts(
  write: () => Promise<{ message: string }>,
  failure: string,
  { toastSuccess = true }: { toastSuccess?: boolean } = {},
): Promise<boolean> {
  try {
    const res = await write();
    if (toastSuccess) void showToast({ message: res.message, intent: 'success' });
    return true;
  } catch (e) {
    toastError(e, failure);
    return false;
  }
}
