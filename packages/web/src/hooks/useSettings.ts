import { LANGUAGES, TIMEZONES } from '../app/constants';
import { useCallback, useSyncExternalStore } from 'react';

/** Spec §3 Settings (local only), stored as JSON in localStorage under 'settings'. */
export interface Settings {
  darkMode: boolean;
  emailNotifications: boolean;
  smsNotifications: boolean;
  appointmentReminders: boolean;
  systemUpdates: boolean;
  marketingEmails: boolean;
  language: Language;
  timezone: Timezone;
}

export { LANGUAGES, TIMEZONES };
export type Language = (typeof LANGUAGES)[number];
export type Timezone = (typeof TIMEZONES)[number];

const SETTINGS_KEY = 'settings';

export const DEFAULT_SETTINGS: Settings = {
  darkMode: false,
  emailNotifications: true,
  smsNotifications: false,
  appointmentReminders: true,
  systemUpdates: true,
  marketingEmails: false,
  language: 'en',
  timezone: 'UTC+0',
};

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Reads the stored settings, keeping only well-formed fields (anything else falls back to the default). */
export function readSettings(): Settings {
  let raw: unknown;
  try {
    raw = JSON.parse(storage()?.getItem(SETTINGS_KEY) ?? 'null');
  } catch {
    raw = null;
  }
  const s: Settings = { ...DEFAULT_SETTINGS };
  if (!raw || typeof raw !== 'object') return s;
  const o = raw as Record<string, unknown>;
  for (const k of [
    'darkMode',
    'emailNotifications',
    'smsNotifications',
    'appointmentReminders',
    'systemUpdates',
    'marketingEmails',
  ] as const) {
    if (typeof o[k] === 'boolean') s[k] = o[k];
  }
  if (LANGUAGES.includes(o.language as Language)) s.language = o.language as Language;
  if (TIMEZONES.includes(o.timezone as Timezone)) s.timezone = o.timezone as Timezone;
  return s;
}

const listeners = new Set<() => void>();
let snapshot: Settings | null = null;

function getSnapshot(): Settings {
  snapshot ??= readSettings();
  return snapshot;
}

/** The settings now, outside React (formatters read the timezone and language here). */
export const currentSettings = getSnapshot;

function emit(): void {
  snapshot = null;
  for (const l of listeners) l();
}

function onStorage(e: StorageEvent): void {
  if (e.key === SETTINGS_KEY || e.key === null) emit();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** Saves a partial update (persisted at once) and notifies every component using the settings. */
export function updateSettings(patch: Partial<Settings>): Settings {
  const next = { ...readSettings(), ...patch };
  try {
    storage()?.setItem(SETTINGS_KEY, JSON.stringify(next));
  } catch {
    // storage full or blocked: the change still applies for this page
  }
  snapshot = next;
  for (const l of listeners) l();
  return next;
}

/**
 * The local settings and a setter. Every component using it re-renders on change (also across tabs).
 *   const [settings, setSettings] = useSettings(); setSettings({ darkMode: true });
 */
export function useSettings(): [Settings, (patch: Partial<Settings>) => void] {
  const settings = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  const set = useCallback((patch: Partial<Settings>) => void updateSettings(patch), []);
  return [settings, set];
}
