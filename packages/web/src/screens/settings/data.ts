import type { Settings } from '../../hooks/useSettings';
import type { Id } from '../../i18n';

type Flag = { [K in keyof Settings]: Settings[K] extends boolean ? K : never }[keyof Settings];

/** The notification switches: the setting each one changes, its label's and its description's message ids. */
export const NOTIFICATION_SWITCHES: ReadonlyArray<{ key: Flag; label: Id; description: Id }> = [
  {
    key: 'emailNotifications',
    label: 'ui.settings.emailNotifications',
    description: 'ui.settings.emailNotificationsDesc',
  },
  {
    key: 'smsNotifications',
    label: 'ui.settings.smsNotifications',
    description: 'ui.settings.smsNotificationsDesc',
  },
  {
    key: 'appointmentReminders',
    label: 'ui.settings.appointmentReminders',
    description: 'ui.settings.appointmentRemindersDesc',
  },
  { key: 'systemUpdates', label: 'ui.settings.systemUpdates', description: 'ui.settings.systemUpdatesDesc' },
];
