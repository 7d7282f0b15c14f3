import '@blueprintjs/core/lib/css/blueprint.css';
import './styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadConfig } from './app/config';
import { setupIcons } from './app/icons';
import { applyDarkMode } from './app/Root';
import { createAppRouter } from './app/routes';
import { FRAME_CLASS } from './prerender/frameClass';
import { adoptFirstReads } from './prerender/firstReads';
import { replayEarlyInput } from './prerender/replay';
import { createAppClient, setAppClient } from './app/sdk';
import { readSettings } from './hooks/useSettings';
import { setLanguage, t } from './i18n';

/** Resolves once the router has loaded the first location's routes (their lazy code, their loaders). */
function routerReady(router: ReturnType<typeof createAppRouter>): Promise<void> {
  // a listener meanwhile: the router keeps no buffered state then, <RouterProvider> reads router.state
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

declare global {
  interface Window {
    /** Settles once the stylesheets index.html's boot script added are in (or failed). */
    __mpaStyles?: Promise<unknown>;
  }
}

async function start(): Promise<void> {
  const rootEl = document.getElementById('root')!;
  applyDarkMode(readSettings().darkMode);
  try {
    // the router first: it loads the route's code while config.json, the language's words and the styles come
    const router = createAppRouter();
    const [config] = await Promise.all([
      loadConfig(),
      setupIcons(),
      setLanguage(readSettings().language),
      window.__mpaStyles,
    ]);
    // the reads the page started itself are the client's answers to its first requests
    adoptFirstReads();
    const client = createAppClient(config, {
      location: () => router.state.location,
      navigate: (to, opts) => void router.navigate(to, opts),
    });
    setAppClient(client);
    // a prerendered frame stays until the route's code is in (with the spinner first, it would flash away)
    if (rootEl.firstElementChild?.classList.contains(FRAME_CLASS)) await routerReady(router);
    // what was clicked, typed and focused on the frame meanwhile is done again on the app's controls
    replayEarlyInput(rootEl);
    // a transition: React renders the first screen in slices, so the page stays responsive to input
    const root = createRoot(rootEl);
    startTransition(() =>
      root.render(
        <StrictMode>
          <App client={client} router={router} />
        </StrictMode>,
      ),
    );
  } catch (e) {
    // no React here: the config or the app's code could not be loaded
    const box = document.createElement('div');
    box.className = 'mpa-boot-error';
    box.setAttribute('role', 'alert');
    const h = document.createElement('h1');
    h.textContent = t('ui.app.couldNotStart');
    const p = document.createElement('p');
    p.textContent = e instanceof Error ? e.message : String(e);
    box.append(h, p);
    rootEl.replaceChildren(box);
    console.error(e);
  }
}

void start();
