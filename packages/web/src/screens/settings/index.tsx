import { Card, H2, Switch } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { FormFields, type FieldDefinition } from '../../components/FormDialog';
import { LANGUAGES, TIMEZONES, useSettings, type Settings } from '../../hooks/useSettings';
import english from 'virtual:messages/en/settings';
import { registerEnglish, useT } from '../../i18n';
import { DARK_MODE_SWITCH, MARKETING_SWITCH, NOTIFICATION_SWITCHES, type FlagSwitch } from './data';
import './settings.css';

registerEnglish(english);

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card className="mpa-settings-card" role="region" aria-label={title}>
      <H2 className="mpa-card-title">{title}</H2>
      <p className="mpa-page-subtitle mpa-settings-desc">{description}</p>
      {children}
    </Card>
  );
}

/**
 * Spec §2/§3 Settings, local only: every change is saved at once in this browser (useSettings);
 * dark mode applies Blueprint's dark theme to the whole panel immediately.
 */
export default function SettingsScreen() {
  const [settings, setSettings] = useSettings();
  const t = useT();
  const flagSwitch = (s: FlagSwitch) => (
    <Switch
      key={s.key}
      checked={settings[s.key]}
      onChange={(e) => setSettings({ [s.key]: e.currentTarget.checked })}
      labelElement={
        <span className="mpa-switch-label">
          {t(s.label)}
          <span className="mpa-switch-desc">{t(s.description)}</span>
        </span>
      }
    />
  );
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
        <Section title={t('ui.settings.appearance')} description={t('ui.settings.appearanceDesc')}>
          {flagSwitch(DARK_MODE_SWITCH)}
        </Section>
        <Section title={t('ui.settings.notifications')} description={t('ui.settings.notificationsDesc')}>
          {NOTIFICATION_SWITCHES.map(flagSwitch)}
        </Section>
        <Section title={t('ui.settings.privacy')} description={t('ui.settings.privacyDesc')}>
          {flagSwitch(MARKETING_SWITCH)}
        </Section>
        <Section title={t('ui.settings.languageRegion')} description={t('ui.settings.languageRegionDesc')}>
          <FormFields fields={choices} draft={settings} set={setSettings} />
        </Section>
      </div>
    </>
  );
}
