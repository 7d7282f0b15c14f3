import { NonIdealState } from '@blueprintjs/core';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import english from 'virtual:messages/en/notFound';
import { registerEnglish, useT } from '../../i18n';

registerEnglish(english);

/** Spec §2 '*': '404 / Oops! Page not found' with a link to the home page; the missing path is logged. */
export default function NotFoundScreen() {
  const { pathname } = useLocation();
  const t = useT();
  useEffect(() => {
    console.warn('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <main className="mpa-page-center">
      <NonIdealState
        icon="path-search"
        description={
          <div>
            <h1 className="mpa-404-code">404</h1>
            <p className="mpa-404-text">{t('ui.notFound.text')}</p>
          </div>
        }
        action={
          <Link to="/" className="bp6-button bp6-intent-primary">
            {t('ui.notFound.home')}
          </Link>
        }
      />
    </main>
  );
}
