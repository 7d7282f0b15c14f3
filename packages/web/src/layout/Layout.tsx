import {
  Classes,
  Drawer,
  HotkeysProvider,
  ProgressBar,
  useHotkeys,
  type HotkeyConfig,
} from '@blueprintjs/core';
import { SIDEBAR } from '../app/constants';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { CommandPalette } from '../components/CommandPalette';
import { ctrlOrCmd, GLOBAL_GROUP, GLOBAL_SHORTCUTS } from '../components/Shortcuts/shortcuts';
import { ShortcutsDialog } from '../components/Shortcuts/ShortcutsDialog';
import { msSinceApiRequest } from '../app/sdk';
import { useIdleAfter } from '../hooks/useIdleAfter';
import { useIsMobile } from '../hooks/useMediaQuery';
import { useLogout } from '../hooks/useLogout';
import { useSdk } from '../hooks/useSdk';
import { useT } from '../i18n';
import { Footer } from './Footer';
import { Header } from './Header';
import { ACCOUNT_NAV, MAIN_NAV } from './nav';
import { Sidebar } from './Sidebar';
import { useSidebarState } from './sidebarState';
import './layout.css';

const MOBILE_MAIN = MAIN_NAV.filter((e) => e.mobile);
const MOBILE_ACCOUNT = ACCOUNT_NAV.filter((e) => e.mobile);

/** The session is checked when the API has been sent nothing for this long. */
const SESSION_CHECK_AFTER_MS = 30_000;

/**
 * One cheap authenticated read once the shell has painted and a moment after the window regains focus (after
 * the screen's own reads), so an expired token leads to /login on any screen; not when a request has just
 * proved it.
 */
function useSessionCheck(): void {
  const client = useSdk();
  const painted = useIdleAfter(true);
  useEffect(() => {
    if (!painted) return;
    const check = (): void => {
      if (msSinceApiRequest(client) >= SESSION_CHECK_AFTER_MS)
        void client.services.list({ page: 1, pageSize: 1 }).catch(() => undefined);
    };
    check();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onFocus = (): void => {
      clearTimeout(timer);
      timer = setTimeout(check, 1000);
    };
    window.addEventListener('focus', onFocus);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('focus', onFocus);
    };
  }, [client, painted]);
}

/**
 * The sidebar layout around every protected screen (spec §2 Layout shell), with the provider Blueprint's
 * hotkeys need (only here, so /login does not carry their code); `?` opens the panel's own help dialog.
 */
export default function Layout() {
  return (
    <HotkeysProvider
      renderDialog={(state, { handleDialogClose }) => (
        <ShortcutsDialog isOpen={state.isDialogOpen} registered={state.hotkeys} onClose={handleDialogClose} />
      )}
    >
      <Shell />
    </HotkeysProvider>
  );
}

/** Ctrl/Cmd+B (spec §2), in a field too; its own component, drawn again whenever any hotkey is registered. */
function SidebarHotkey({ onToggle }: { onToggle(): void }): null {
  const keys = useMemo<HotkeyConfig[]>(
    () =>
      GLOBAL_SHORTCUTS.sidebar.combos.flatMap(ctrlOrCmd).map((combo) => ({
        combo,
        label: GLOBAL_SHORTCUTS.sidebar.label,
        group: GLOBAL_GROUP,
        global: true,
        allowInInput: true,
        preventDefault: true,
        onKeyDown: onToggle,
      })),
    [onToggle],
  );
  useHotkeys(keys);
  return null;
}

function Shell() {
  const t = useT();
  const isMobile = useIsMobile();
  const [expanded, setExpanded] = useSidebarState();
  const [mobileOpen, setMobileOpen] = useState(false);
  const { logout, busy } = useLogout();
  const location = useLocation();
  const navigation = useNavigation();
  useSessionCheck();

  const toggle = useCallback(() => {
    if (isMobile) setMobileOpen((o) => !o);
    else setExpanded((e) => !e);
  }, [isMobile, setExpanded]);

  // the overlay sidebar closes when a link in it is followed, and when the screen grows past mobile
  useEffect(() => setMobileOpen(false), [location.pathname, isMobile]);

  const sidebarProps = { onLogout: () => void logout(), loggingOut: busy };
  const width = expanded ? SIDEBAR.width : SIDEBAR.widthCollapsed;

  return (
    <div className="mpa-shell">
      {navigation.state === 'loading' && (
        <ProgressBar className="mpa-route-progress" intent="primary" aria-label={t('ui.nav.loadingScreen')} />
      )}
      {!isMobile && (
        <aside id="mpa-sidebar" className="mpa-sidebar" style={{ width, flexBasis: width }}>
          <Sidebar main={MAIN_NAV} account={ACCOUNT_NAV} collapsed={!expanded} {...sidebarProps} />
        </aside>
      )}
      {isMobile && (
        <Drawer
          isOpen={mobileOpen}
          onClose={() => setMobileOpen(false)}
          position="left"
          size={SIDEBAR.widthMobile}
          className="mpa-mobile-sidebar"
          aria-label={t('ui.nav.sidebar')}
        >
          <div id="mpa-sidebar" className={`mpa-sidebar ${Classes.DRAWER_BODY}`}>
            <Sidebar main={MOBILE_MAIN} account={MOBILE_ACCOUNT} collapsed={false} {...sidebarProps} />
          </div>
        </Drawer>
      )}
      <div className="mpa-main">
        <Header onToggleSidebar={toggle} sidebarOpen={isMobile ? mobileOpen : expanded} />
        <main className="mpa-content" id="main-content">
          <Outlet />
        </main>
        <Footer />
      </div>
      <CommandPalette />
      <SidebarHotkey onToggle={toggle} />
    </div>
  );
}
