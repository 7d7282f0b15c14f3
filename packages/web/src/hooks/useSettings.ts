import { LANGUAGES, TIMEZONES } from '../app/constants';
import { useCallback, useSyncExternalStore } from 'react';

export { LANGUAGES, TIMEZONES };
export type Language = (typeof LANGUAGES)[number];
export type Timezone = (typeof TIMEZONES)[number];

/** Spec §3 Settings (local only), stored as JSON in localStorage under 'settings'. */
export const DEFAULT_SETTINGS = {
  darkMode: false,
  emailNotifications: true,
  smsNotifications: false,
  appointmentReminders: true,
  systemUpdates: true,
  marketingEmails: false,
  language: 'en' as Language,
  timezone: 'UTC+0' as Timezone,
};
export type Settings = typeof DEFAULT_SETTINGS;

const SETTINGS_KEY = 'settings';
// each field's allowed values beside its type: anything else stored falls back to the default
const CHOICES: Partial<Record<keyof Settings, readonly unknown[]>> = {
  language: LANGUAGES,
  timezone: TIMEZONES,
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
  let stored: Record<string, unknown> | null = null;
  try {
    stored = JSON.parse(storage()?.getItem(SETTINGS_KEY) ?? 'null') as Record<string, unknown> | null;
  } catch {
    // not JSON: the defaults
  }
  const s: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const [key, fallback] of Object.entries(DEFAULT_SETTINGS)) {
    const v = stored && typeof stored === 'object' ? stored[key] : undefined;
    if (typeof v === typeof fallback && (CHOICES[key as keyof Settings]?.includes(v) ?? true)) s[key] = v;
  }
  return s as Settings;
}

const listeners = new Set<() => void>();
let snapshot: Settings | null = null;

/** The settings now, outside React (formatters read the timezone and language here). */
export const currentSettings = (): Settings => (snapshot ??= readSettings());

function onStorage(e: StorageEvent): void {
  if (e.key !== SETTINGS_KEY && e.key !== null) return;
  snapshot = null;
  for (const l of listeners) l();
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

/** The local settings and a setter; every user draws again on a change (also one from another tab). */
export function useSettings(): [Settings, (patch: Partial<Settings>) => void] {
  const settings = useSyncExternalStore(subscribe, currentSettings, currentSettings);
  const set = useCallback((patch: Partial<Settings>) => void updateSettings(patch), []);
  return [settings, set];
}
