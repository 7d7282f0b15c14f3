// Dates, times and amounts in the timezone and the language's conventions chosen in Settings, written by the
// SDK's formatters (the CLI's tables use the same).
import * as sdk from '@marketplace-admin/sdk';
import { currentSettings, type Language, type Timezone } from '../hooks/useSettings';

/** The locale each of the panel's languages writes dates and numbers in. */
const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-ES', fr: 'fr-FR', de: 'de-DE' };

const zones = new Map<Timezone, string | undefined>();
/** Settings' timezone as Intl takes it ('UTC+1' -> 'Etc/GMT-1'), resolved once per choice. */
function zoneOf(choice: Timezone): string | undefined {
  if (!zones.has(choice)) zones.set(choice, sdk.resolveTimeZone(choice));
  return zones.get(choice);
}

/** The chosen timezone (Intl's name) and the chosen language's locale. */
export function formatSettings(): { timeZone: string | undefined; locale: string } {
  const s = currentSettings();
  return { timeZone: zoneOf(s.timezone), locale: LOCALES[s.language] };
}

/** 'Mar 9, 2025' in the chosen timezone and language. */
export const formatDate = (iso: string | null | undefined): string => {
  const f = formatSettings();
  return sdk.formatDate(iso, f.timeZone, f.locale);
};

/** 'Mar 9, 2025, 3:35 PM' ('09.03.2025, 15:35' in German) in the chosen timezone. */
export const formatDateTime = (iso: string | null | undefined): string => {
  const f = formatSettings();
  return sdk.formatDateTime(iso, f.timeZone, f.locale);
};

/** '1,234.5' ('1.234,5' in German). */
export const formatAmount = (n: number | null | undefined): string =>
  sdk.formatAmount(n, formatSettings().locale);

/** A date input's text ('yyyy-MM-ddTHH:mm:ss', no zone) for an instant: its wall clock in the chosen timezone. */
export const toZonedInput = (d: Date | null): string | null =>
  d && !Number.isNaN(d.getTime()) ? sdk.wallClockIn(d, formatSettings().timeZone) : null;

/** The instant a date input names: its wall clock (before DateInput's offset) in the chosen timezone. */
export const fromZonedInput = (text: string | null): Date | null => {
  const wall = text ? /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2})?)?/.exec(text.trim()) : null;
  return wall ? sdk.instantAt(wall[0], formatSettings().timeZone) : null;
};
