// With German chosen in Settings, the screens of the rewards, featured ads and profile areas speak German: the title,
// the buttons, a form's labels and what a validation says.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupIcons } from '../../app/icons';
import { setLanguage } from '../../i18n';
import { fakeServer, page, renderScreen, watchToasts } from '../../test/renderScreen';
import FeaturedAdsScreen from '../featured-ads';
import ProfileScreen from '../profile';
import PointsMappingScreen from './index';

beforeAll(async () => {
  await setupIcons();
  await setLanguage('de');
});
afterAll(() => setLanguage('en'));
afterEach(() => cleanup());
const toasts = watchToasts();

describe('in German', () => {
  it('Points Conversion Rate: title, Edit and Save, a field named in German and a German validation', async () => {
    const server = fakeServer(({ url }) =>
      url.pathname === '/Referral/v1/token-mappings'
        ? {
            success: true,
            data: [{ mappingId: 1, redemptionType: 'UPI', requiredTokens: 100, equivalentValue: 10 }],
          }
        : undefined,
    );
    renderScreen(<PointsMappingScreen />, { server, path: '/points-mapping-config' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Punkteumrechnungskurs');
    fireEvent.click(await screen.findByRole('button', { name: 'UPI bearbeiten' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Einlösungsart' }), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    const said = await screen.findByText('Einlösungsart ist erforderlich');
    const field = screen.getByRole('textbox', { name: 'Einlösungsart' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(said.id);
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeTruthy();
    expect(server.requests.filter((r) => r.method === 'PUT')).toEqual([]);
  });

  it('Featured Ads: title, Add Featured Ad, the dialog’s labels and its validation', async () => {
    const server = fakeServer(({ url }) => (url.pathname === '/FeaturedAds/v1' ? page([]) : undefined));
    renderScreen(<FeaturedAdsScreen />, { server, path: '/featured-ads' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Top-Anzeigen');
    expect(await screen.findByText('Keine Top-Anzeigen gefunden.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Anzeige hinzufügen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anzeige hinzufügen' });
    expect(within(dialog).getByLabelText(/^Startdatum/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Priorität/), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hinzufügen' }));
    expect(await within(dialog).findByText('Priorität muss eine Zahl ab 1 sein')).toBeTruthy();
    expect(server.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('My Profile: title, tabs, labels, and the password check says it in German', async () => {
    renderScreen(<ProfileScreen />, { server: fakeServer(), path: '/profile?tab=security' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mein Profil');
    expect(screen.getByRole('tab', { name: 'Profildaten' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Neues Passwort'), { target: { value: 'abcdefgh' } });
    fireEvent.change(screen.getByLabelText('Neues Passwort bestätigen'), { target: { value: 'abcdefgX' } });
    fireEvent.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    await waitFor(() =>
      expect(toasts.shown().map((t) => t.message)).toContain('Die neuen Passwörter stimmen nicht überein'),
    );
  });
});
