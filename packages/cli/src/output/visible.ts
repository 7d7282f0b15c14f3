import { controlPictures } from '@marketplace-admin/sdk';
import { redactBearer } from './redact';

/**
 * Text from the data (names, titles, notes, server messages) made safe to print on a terminal: its
 * control characters shown as pictures (␛ ␇ ␍ ␡, C1 as \x9b), never run by the terminal (the SDK's
 * rule, which its exports to a terminal follow too). Tab and newline stay. For table and text output
 * only: JSON, NDJSON and CSV keep the data as it is.
 */
export const visible: (text: string) => string = controlPictures;

/** One line of text (a table cell, a per-item line): line breaks folded into a space, then made visible. */
export function oneLine(text: string): string {
  return visible(text.replace(/\s*[\r\n]+\s*/g, ' '));
}

/**
 * Writes a message for people: the one way mpa prints text that may quote a server or the data (its
 * messages, a check's reasons, an error). Made visible, and a Bearer value it quotes shown as ***.
 */
export function say(out: NodeJS.WritableStream, text: string): void {
  out.write(`${redactBearer(visible(text.replace(/\n$/, '')))}\n`);
}
