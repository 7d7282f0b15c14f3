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
  if (router.state.initialized) return Promise.resolve();
  // listening while the first load runs: the router then has a listener and keeps no buffered state for
  // <RouterProvider>, which reads router.state when it mounts
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

declare global {
  interface Window {
    /** Settles once the stylesheets index.html's boot script added (the entry's; the dark theme's when dark) are in or failed. */
    __mpaStyles?: Promise<unknown>;
  }
}

async function start(): Promise<void> {
  const rootEl = document.getElementById('root')!;
  applyDarkMode(readSettings().darkMode);
  try {
    // The router first: it starts loading the current route's code (lazy routes) while config.json arrives.
    const router = createAppRouter();
    // the chosen language's words (one request unless English) arrive with the config: the first paint is in it
    // and nothing is drawn before the stylesheets are in (the boot script adds them beside this code)
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
    // A page with its prerendered frame keeps it until the router has the route's code: React then
    // replaces it with the same frame and the screen (with the spinner first, the frame would flash away).
    if (rootEl.firstElementChild?.classList.contains(FRAME_CLASS)) await routerReady(router);
    // A transition: React renders the first screen in slices of a few milliseconds instead of one long
    // task, so the page stays responsive to input while it builds (Lighthouse's total blocking time).
    // what was clicked, typed and focused on the frame meanwhile is done again on the app's controls
    replayEarlyInput(rootEl);
    const root = createRoot(rootEl);
    startTransition(() =>
      root.render(
        <StrictMode>
          <App client={client} router={router} />
        </StrictMode>,
      ),
    );
  } catch (e) {
    // No React here: the config or the app's code could not be loaded at all.
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
