// What the user did on the prerendered frame before the app took it over, done again on the app's own controls
// (the early event contract of Angular's event replay and Google's jsaction): the page's inline capture
// (vite.config.ts `earlyInputScript`) keeps the clicks on the frame's buttons and tabs and where the focus is; the frame's
// fields keep what was typed or chosen in them. Once React has replaced the frame with the same markup, each
// field's value goes into the app's field, the focus into the app's control, and each click to the app's same control,
// once, in order.
import { FRAME_CLASS, FRAME_CLICKABLE } from './frameClass';

/** The page's inline capture: the frame's buttons and tabs clicked, in order, and the frame's control that has the focus. */
interface EarlyInput {
  clicks: HTMLElement[];
  focus: HTMLElement | null;
}

declare global {
  interface Window {
    __mpaEarly?: EarlyInput;
  }
}

const CONTROLS = `${FRAME_CLICKABLE}, input, select, textarea`;
/** How long a click waits for its control to be drawn (a part of the screen that comes a little after it). */
const WAIT_FOR_CONTROL_MS = 5000;

/** A control's name as the frame and the app both draw it (in English: the frame shows only then). */
const nameOf = (el: Element): string =>
  `${el.tagName}|${el.getAttribute('aria-label') ?? el.getAttribute('placeholder') ?? el.textContent?.trim() ?? ''}`;

/** The control's name and its place among the controls of that name under `root`: the same in frame and app. */
function keyOf(el: Element, root: Element): string {
  const name = nameOf(el);
  const same = [...root.querySelectorAll(CONTROLS)].filter((c) => nameOf(c) === name);
  return `${name}|${same.indexOf(el)}`;
}

function findByKey(key: string, root: Element): HTMLElement | null {
  const seen = new Map<string, number>();
  for (const c of root.querySelectorAll<HTMLElement>(CONTROLS)) {
    const name = nameOf(c);
    const n = seen.get(name) ?? 0;
    seen.set(name, n + 1);
    if (`${name}|${n}` === key) return c;
  }
  return null;
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A box ticked or cleared (its value stays), a choice made, text typed. */
const isBox = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

const changed = (field: Field): boolean =>
  isBox(field)
    ? field.checked !== field.defaultChecked
    : field instanceof HTMLSelectElement
      ? [...field.options].some((o) => o.selected !== o.defaultSelected)
      : field.value !== field.defaultValue;

/** Sets a field's value as typing would: through the element's own setter, then its input and change events (React's onChange). */
function typeInto(field: Field, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Carries the frame's typed values and focus over at once, then replays its clicks once the app has painted. */
function takeOver(frame: Element, root: HTMLElement, early: EarlyInput): void {
  const clicks = early.clicks.splice(0).map((b) => keyOf(b, frame));
  const focused = early.focus && frame.contains(early.focus) ? early.focus : null;
  early.focus = null;
  for (const field of frame.querySelectorAll<Field>('input, select, textarea')) {
    if (!changed(field)) continue;
    const target = findByKey(keyOf(field, frame), root);
    // a box as a click would (React's onChange), where the app's is not already so
    if (isBox(field)) {
      if (
        target instanceof HTMLInputElement &&
        target.type === field.type &&
        target.checked !== field.checked
      )
        target.click();
    } else if (target && target.tagName === field.tagName) typeInto(target as Field, field.value);
  }
  const active = document.activeElement;
  if (focused && (!active || active === document.body)) {
    const target = findByKey(keyOf(focused, frame), root);
    target?.focus({ preventScroll: true });
    if (
      target instanceof HTMLInputElement &&
      focused instanceof HTMLInputElement &&
      focused.selectionStart !== null
    )
      target.setSelectionRange(
        focused.selectionStart,
        focused.selectionEnd,
        focused.selectionDirection ?? undefined,
      );
  }
  if (!clicks.length) return;
  // after the first paint: the screen's effects (its listeners, its refs) have run by then
  const started = performance.now();
  const replay = (): void => {
    while (clicks.length) {
      const target = findByKey(clicks[0], root);
      if (!target) {
        if (performance.now() - started < WAIT_FOR_CONTROL_MS) requestAnimationFrame(replay);
        return;
      }
      clicks.shift();
      target.click();
    }
  };
  requestAnimationFrame(() => setTimeout(replay));
}

/**
 * Watches `root`'s prerendered frame (if it has one) and, when the app has replaced it, carries over what the user
 * did on it meanwhile. Call before the app first renders into `root`.
 */
export function replayEarlyInput(root: HTMLElement): void {
  const frame = root.firstElementChild;
  const early = window.__mpaEarly;
  if (!frame?.classList.contains(FRAME_CLASS) || !early) return;
  const observer = new MutationObserver(() => {
    if (frame.isConnected) return;
    observer.disconnect();
    takeOver(frame, root, early);
  });
  observer.observe(root, { childList: true });
}
