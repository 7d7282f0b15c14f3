import { Card, FormGroup, H2, HTMLSelect, Switch } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { LANGUAGES, TIMEZONES, useSettings, type Language, type Timezone } from '../../hooks/useSettings';
import english from 'virtual:messages/en/settings';
import { registerEnglish, useT } from '../../i18n';
import { NOTIFICATION_SWITCHES } from './data';
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
  return (
    <>
      <PageHeader title={t('ui.nav.settings')} subtitle={t('ui.settings.subtitle')} />
      <div className="mpa-settings-grid">
        <Section title={t('ui.settings.appearance')} description={t('ui.settings.appearanceDesc')}>
          <Switch
            checked={settings.darkMode}
            onChange={(e) => setSettings({ darkMode: e.currentTarget.checked })}
            labelElement={
              <span className="mpa-switch-label">
                {t('ui.settings.darkMode')}
                <span className="mpa-switch-desc">{t('ui.settings.darkModeDesc')}</span>
              </span>
            }
          />
        </Section>
        <Section title={t('ui.settings.notifications')} description={t('ui.settings.notificationsDesc')}>
          {NOTIFICATION_SWITCHES.map((s) => (
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
          ))}
        </Section>
        <Section title={t('ui.settings.privacy')} description={t('ui.settings.privacyDesc')}>
          <Switch
            checked={settings.marketingEmails}
            onChange={(e) => setSettings({ marketingEmails: e.currentTarget.checked })}
            labelElement={
              <span className="mpa-switch-label">
                {t('ui.settings.marketingEmails')}
                <span className="mpa-switch-desc">{t('ui.settings.marketingEmailsDesc')}</span>
              </span>
            }
          />
        </Section>
        <Section title={t('ui.settings.languageRegion')} description={t('ui.settings.languageRegionDesc')}>
          <FormGroup label={t('ui.settings.language')} labelFor="settings-language">
            <HTMLSelect
              id="settings-language"
              fill
              value={settings.language}
              onChange={(e) => setSettings({ language: e.currentTarget.value as Language })}
            >
              {LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {t(`ui.settings.lang.${l}`)}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <FormGroup label={t('ui.settings.timezone')} labelFor="settings-timezone">
            <HTMLSelect
              id="settings-timezone"
              fill
              value={settings.timezone}
              onChange={(e) => setSettings({ timezone: e.currentTarget.value as Timezone })}
            >
              {TIMEZONES.map((zone) => (
                <option key={zone} value={zone}>
                  {t(`ui.settings.tz.${zone}`)}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
        </Section>
      </div>
    </>
  );
}
