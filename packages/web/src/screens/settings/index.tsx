import { Card, FormGroup, H2, HTMLSelect, Switch } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { LANGUAGES, TIMEZONES, useSettings, type Language, type Timezone } from '../../hooks/useSettings';
import { LANGUAGE_LABELS, NOTIFICATION_SWITCHES, TIMEZONE_LABELS } from './data';
import './settings.css';

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
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
  return (
    <>
      <PageHeader title="Settings" subtitle="Saved in this browser as soon as you change them" />
      <div className="mpa-settings-grid">
        <Section title="Appearance" description="How the admin panel looks">
          <Switch
            checked={settings.darkMode}
            onChange={(e) => setSettings({ darkMode: e.currentTarget.checked })}
            labelElement={
              <span className="mpa-switch-label">
                Dark Mode
                <span className="mpa-switch-desc">Use the dark theme across the whole panel</span>
              </span>
            }
          />
        </Section>
        <Section title="Notifications" description="Which notifications you receive">
          {NOTIFICATION_SWITCHES.map((s) => (
            <Switch
              key={s.key}
              checked={settings[s.key]}
              onChange={(e) => setSettings({ [s.key]: e.currentTarget.checked })}
              labelElement={
                <span className="mpa-switch-label">
                  {s.label}
                  <span className="mpa-switch-desc">{s.description}</span>
                </span>
              }
            />
          ))}
        </Section>
        <Section title="Privacy" description="How we may contact you">
          <Switch
            checked={settings.marketingEmails}
            onChange={(e) => setSettings({ marketingEmails: e.currentTarget.checked })}
            labelElement={
              <span className="mpa-switch-label">
                Marketing Emails
                <span className="mpa-switch-desc">Offers and product news by email</span>
              </span>
            }
          />
        </Section>
        <Section title="Language & Region" description="Language and timezone of the panel">
          <FormGroup label="Language" labelFor="settings-language">
            <HTMLSelect
              id="settings-language"
              fill
              value={settings.language}
              onChange={(e) => setSettings({ language: e.currentTarget.value as Language })}
            >
              {LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {LANGUAGE_LABELS[l]}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <FormGroup label="Timezone" labelFor="settings-timezone">
            <HTMLSelect
              id="settings-timezone"
              fill
              value={settings.timezone}
              onChange={(e) => setSettings({ timezone: e.currentTarget.value as Timezone })}
            >
              {TIMEZONES.map((t) => (
                <option key={t} value={t}>
                  {TIMEZONE_LABELS[t]}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
        </Section>
      </div>
    </>
  );
}
