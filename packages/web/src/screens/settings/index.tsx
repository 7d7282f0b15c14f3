import { Card, H2, Switch } from '@blueprintjs/core';
import { PageHeader } from '../../components/PageHeader';
import { FormFields, type FieldDefinition } from '../../components/FormDialog';
import { LANGUAGES, TIMEZONES, useSettings, type Settings } from '../../hooks/useSettings';
import english from 'virtual:messages/en/settings';
import { registerEnglish, useT } from '../../i18n';
import './settings.css';

registerEnglish(english);

type Flag = { [K in keyof Settings]: Settings[K] extends boolean ? K : never }[keyof Settings];

/** The cards in order with their switches; the words of each: `ui.settings.<name>`, `<name>Desc`. */
type Section = 'appearance' | 'notifications' | 'privacy' | 'languageRegion';
const SECTIONS: ReadonlyArray<{ name: Section; switches: readonly Flag[] }> = [
  { name: 'appearance', switches: ['darkMode'] },
  {
    name: 'notifications',
    switches: ['emailNotifications', 'smsNotifications', 'appointmentReminders', 'systemUpdates'],
  },
  { name: 'privacy', switches: ['marketingEmails'] },
  { name: 'languageRegion', switches: [] },
];

/**
 * Spec §2/§3 Settings, local only: every change is saved at once in this browser (useSettings);
 * dark mode applies Blueprint's dark theme to the whole panel immediately.
 */
export default function SettingsScreen() {
  const [settings, setSettings] = useSettings();
  const t = useT();
  const choices: FieldDefinition<Settings>[] = [
    {
      key: 'language',
      id: 'settings-language',
      label: 'ui.settings.language',
      kind: 'select',
      options: LANGUAGES.map((l) => ({ value: l, text: t(`ui.settings.lang.${l}`) })),
    },
    {
      key: 'timezone',
      id: 'settings-timezone',
      label: 'ui.settings.timezone',
      kind: 'select',
      options: TIMEZONES.map((zone) => ({ value: zone, text: t(`ui.settings.tz.${zone}`) })),
    },
  ];
  return (
    <>
      <PageHeader title={t('ui.nav.settings')} subtitle={t('ui.settings.subtitle')} />
      <div className="mpa-settings-grid">
        {SECTIONS.map(({ name, switches }) => {
          const title = t(`ui.settings.${name}`);
          return (
            <Card key={name} className="mpa-settings-card" role="region" aria-label={title}>
              <H2 className="mpa-card-title">{title}</H2>
              <p className="mpa-page-subtitle mpa-settings-desc">{t(`ui.settings.${name}Desc`)}</p>
              {switches.map((key) => (
                <Switch
                  key={key}
                  checked={settings[key]}
                  onChange={(e) => setSettings({ [key]: e.currentTarget.checked })}
                  labelElement={
                    <span className="mpa-switch-label">
                      {t(`ui.settings.${key}`)}
                      <span className="mpa-switch-desc">{t(`ui.settings.${key}Desc`)}</span>
                    </span>
                  }
                />
              ))}
              {name === 'languageRegion' && (
                <FormFields fields={choices} draft={settings} set={setSettings} />
              )}
            </Card>
          );
        })}
      </div>
    </>
  );
}
