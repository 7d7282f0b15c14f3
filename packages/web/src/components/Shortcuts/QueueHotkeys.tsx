import { Classes, useHotkeys, type HotkeyConfig } from '@blueprintjs/core';
import { useMemo, useRef } from 'react';
import { ctrlOrCmd, QUEUE_SHORTCUTS, type QueueAction, type QueueId } from './shortcuts';

export type QueueHandlers = Partial<Record<QueueAction, (e: KeyboardEvent) => void>>;

/** Keys that still work in a text field (leaving it, submitting its form); keys that repeat while held. */
const IN_FIELDS: ReadonlySet<QueueAction> = new Set(['leaveField', 'submit']);
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
 * A queue's keys (CONTRACT §7) as global hotkeys: not while typing (but Esc and Ctrl/Cmd+Enter), not under a dialog.
 * A component: what uses the hotkeys context is drawn again at every hotkey registered, and must not be the screen.
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
