import { Classes, NonIdealState, Button, Spinner } from '@blueprintjs/core';
import { useEffect } from 'react';
import { Outlet, useMatches, useNavigate, useRouteError } from 'react-router-dom';
import { SESSION_KEYS } from '@marketplace-admin/sdk';
import { useSettings } from '../hooks/useSettings';
import { registerEnglish, setLanguage, useT, type Id, type Translate } from '../i18n';
import { clearServerCache } from './sdk';
import english from 'virtual:messages/en/app';

// the words of the spinner and the error screens: shown before any screen's own words have come
registerEnglish(english);

/** A route's `handle`: the screen title shown in the document title (a message id). */
export interface RouteHandle {
  title?: Id;
}

/** The document's title on a screen titled `titleId` ('Vendors | My Admin'), or the app's name. */
export function documentTitle(t: Translate, titleId: Id | undefined): string {
  const app = t('ui.nav.brand');
  return titleId ? t('ui.titles.documentTitle', { title: t(titleId), app }) : app;
}

declare global {
  interface Window {
    /** The dark theme's stylesheet, which a built page loads only when it is wanted (vite.darktheme.ts). */
    __mpaDarkStyles?: string;
  }
}

/** Applies Blueprint's dark theme to the page (body class `bp6-dark`), with its stylesheet the first time. */
export function applyDarkMode(dark: boolean): void {
  const href = window.__mpaDarkStyles;
  if (dark && href && !document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
  document.body.classList.toggle(Classes.DARK, dark);
}

/** The root route: document title per screen, dark mode, sign-out in another tab. */
export function Root() {
  const matches = useMatches();
  const [settings] = useSettings();
  const navigate = useNavigate();
  const t = useT();
  const titles = matches.map((m) => (m.handle as RouteHandle | undefined)?.title);
  const title = documentTitle(t, titles.reverse().find(Boolean));
  useEffect(() => void (document.title = title), [title]);
  // a language chosen in Settings (or in another tab) applies at once
  useEffect(() => void setLanguage(settings.language), [settings.language]);
  useEffect(() => applyDarkMode(settings.darkMode), [settings.darkMode]);
  // signed out in another tab
  useEffect(() => {
    const onStorage = (e: StorageEvent): void => {
      if (
        (e.key === SESSION_KEYS.authToken || e.key === null) &&
        e.newValue === null &&
        !localStorage.getItem(SESSION_KEYS.authToken)
      ) {
        clearServerCache();
        navigate('/login', { replace: true });
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [navigate]);

  return <Outlet />;
}

/** Shown while the first screen's code loads. */
export function PageSpinner() {
  const t = useT();
  return (
    <div className="mpa-page-spinner">
      <Spinner size={32} aria-label={t('ui.app.loading')} />
    </div>
  );
}

/** A screen failed to load or render (e.g. its code changed on the server since the page was opened). */
export function RouteError() {
  const error = useRouteError();
  const t = useT();
  const message = error instanceof Error ? error.message : t('ui.app.unexpectedError');
  console.error(error);
  return (
    <div className="mpa-page-center">
      <NonIdealState
        icon="error"
        title={t('ui.app.somethingWentWrong')}
        description={message}
        action={
          <Button
            intent="primary"
            text={t('ui.app.reload')}
            icon="refresh"
            onClick={() => window.location.reload()}
          />
        }
      />
    </div>
  );
}
