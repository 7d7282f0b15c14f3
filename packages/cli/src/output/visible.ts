/** C0 controls but tab and newline, DEL, and C1 controls. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f]/g;

/**
 * Text from the data (names, titles, notes, server messages) made safe to print on a terminal.
 * Printed raw, its control characters are run by the terminal: ESC and C1 CSI sequences move the
 * cursor and erase lines (hiding rows of an approval list), OSC 52 writes the clipboard. They are
 * shown instead: C0 and DEL as their Unicode control pictures (␛ ␇ ␍ ␡), C1 as \x9b. Tab and
 * newline stay. For table and text output only: JSON, NDJSON and CSV keep the data as it is.
 */
export function visible(text: string): string {
  return text.replace(CONTROL, (c) => {
    const n = c.charCodeAt(0);
    if (n < 0x20) return String.fromCharCode(0x2400 + n);
    if (n === 0x7f) return '\u2421';
    return `\\x${n.toString(16)}`;
  });
}

/** One line of text (a table cell, a per-item line): line breaks folded into a space, then made visible. */
export function oneLine(text: string): string {
  return visible(text.replace(/\s*[\r\n]+\s*/g, ' '));
}
