import type { Language, Settings, Timezone } from '../../hooks/useSettings';

/** Labels of the spec's languages (en, es, fr, de). */
export const LANGUAGE_LABELS: Record<Language, string> = { en: 'English', es: 'Spanish', fr: 'French', de: 'German' };

/** The spec's six timezones, as offsets. */
export const TIMEZONE_LABELS: Record<Timezone, string> = {
  'UTC-8': 'UTC-8 (Pacific Time)',
  'UTC-7': 'UTC-7 (Mountain Time)',
  'UTC-6': 'UTC-6 (Central Time)',
  'UTC-5': 'UTC-5 (Eastern Time)',
  'UTC+0': 'UTC+0 (Greenwich Mean Time)',
  'UTC+1': 'UTC+1 (Central European Time)',
};

type Flag = { [K in keyof Settings]: Settings[K] extends boolean ? K : never }[keyof Settings];

export const NOTIFICATION_SWITCHES: ReadonlyArray<{ key: Flag; label: string; description: string }> = [
  { key: 'emailNotifications', label: 'Email Notifications', description: 'Receive notifications by email' },
  { key: 'smsNotifications', label: 'SMS Notifications', description: 'Receive notifications by text message' },
  { key: 'appointmentReminders', label: 'Appointment Reminders', description: 'Reminders before upcoming appointments' },
  { key: 'systemUpdates', label: 'System Updates', description: 'News about maintenance and new features' },
];
