import { Classes, useHotkeys, type HotkeyConfig } from '@blueprintjs/core';
import { useMemo, useRef } from 'react';
import { ctrlOrCmd, QUEUE_SHORTCUTS, type QueueAction, type QueueId } from './shortcuts';

export type QueueHandlers = Partial<Record<QueueAction, (e: KeyboardEvent) => void>>;

/** Keys that still work in a text field: leaving it, and submitting the form it is in. */
const IN_FIELDS: ReadonlySet<QueueAction> = new Set(['leaveField', 'submit']);
/** Keys that may repeat while held: moving. An action repeats only when pressed again. */
const REPEATS: ReadonlySet<QueueAction> = new Set(['next', 'previous']);

const isField = (el: Element | null): el is HTMLElement =>
  el instanceof HTMLElement &&
  (el.isContentEditable ||
    (el.matches('input, textarea, select') && !el.matches('[type=checkbox], [type=radio]')));

/** A dialog, the palette or a popover is up (its keys are its own), or the key comes from inside one. */
function inOverlay(target: EventTarget | null): boolean {
  if (document.body.classList.contains(Classes.OVERLAY_OPEN)) return true;
  return target instanceof Element && target.closest(`.${Classes.PORTAL}`) !== null;
}

/**
 * The keyboard of a review or redemption queue (CONTRACT §7), on Blueprint's hotkeys: registered
 * as global keys of the screen's group (so they work wherever focus is on the page, and the `?`
 * help lists them), never while typing in a field (but Esc, which leaves it, and Ctrl/Cmd+Enter in
 * the redeem note), never under a dialog. Handlers may change on every render; the keys do not.
 *
 * A component, not a hook for the screen: whatever uses Blueprint's hotkeys context is drawn again
 * whenever any hotkey is registered (a grid's, on its redraws), and that must not be the screen.
 */
export function QueueHotkeys({ queue, handlers }: { queue: QueueId; handlers: QueueHandlers }): null {
  const current = useRef(handlers);
  current.current = handlers;

  const keys = useMemo<HotkeyConfig[]>(() => {
    const { group, keys: shortcuts } = QUEUE_SHORTCUTS[queue];
    return shortcuts.flatMap((s) =>
      s.combos
        .flatMap((combo) => (combo.startsWith('mod+') ? ctrlOrCmd(combo) : [combo]))
        .map((combo) => ({
          combo,
          label: s.label,
          group,
          global: true,
          allowInInput: IN_FIELDS.has(s.action),
          onKeyDown: (e: KeyboardEvent) => {
            const handler = current.current[s.action];
            const target = e.target as Element | null;
            if (inOverlay(target)) return;
            if (s.action === 'leaveField') {
              // a field of the page (a dialog's Esc is the dialog's: see inOverlay)
              if (!isField(target)) return;
              e.preventDefault(); // a search box would clear itself
              target.blur();
              handler?.(e);
              return;
            }
            if (!handler || (s.action !== 'submit' && isField(target))) return; // a select: its arrows choose an option
            if (e.repeat && !REPEATS.has(s.action)) return;
            // the key must not also type into the field it focuses, or scroll the page
            e.preventDefault();
            handler(e);
          },
        })),
    );
  }, [queue]);

  useHotkeys(keys);
  return null;
}
