import type { Settings } from '../../hooks/useSettings';
import type { Id } from '../../i18n';

type Flag = { [K in keyof Settings]: Settings[K] extends boolean ? K : never }[keyof Settings];

/** An on/off setting's switch: the setting it changes, its label's and its description's message ids. */
export interface FlagSwitch {
  key: Flag;
  label: Id;
  description: Id;
}

export const DARK_MODE_SWITCH: FlagSwitch = {
  key: 'darkMode',
  label: 'ui.settings.darkMode',
  description: 'ui.settings.darkModeDesc',
};

export const MARKETING_SWITCH: FlagSwitch = {
  key: 'marketingEmails',
  label: 'ui.settings.marketingEmails',
  description: 'ui.settings.marketingEmailsDesc',
};

/** The notification switches. */
export const NOTIFICATION_SWITCHES: readonly FlagSwitch[] = [
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
