import { Classes, Drawer, HotkeysProvider, ProgressBar } from '@blueprintjs/core';
import { SIDEBAR } from '../app/constants';
import { useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import useSWR from 'swr';
import { CommandPalette } from '../components/CommandPalette';
import { useIsMobile } from '../hooks/useMediaQuery';
import { useLogout } from '../hooks/useLogout';
import { useSdk } from '../hooks/useSdk';
import { Footer } from './Footer';
import { Header } from './Header';
import { ACCOUNT_NAV, MAIN_NAV } from './nav';
import { Sidebar } from './Sidebar';
import { useSidebarState } from './sidebarState';
import './layout.css';

const MOBILE_MAIN = MAIN_NAV.filter((e) => e.mobile);
const MOBILE_ACCOUNT = ACCOUNT_NAV.filter((e) => e.mobile);

/**
 * Checks the session with one cheap authenticated read when the shell opens and when the window
 * regains focus, so an expired token sends the user to /login even on screens that never call the API.
 */
function useSessionCheck(): void {
  const client = useSdk();
  useSWR('session-check', () => client.services.list({ page: 1, pageSize: 1 }), {
    revalidateOnFocus: true,
    shouldRetryOnError: false,
    focusThrottleInterval: 30_000,
  });
}

/** The sidebar layout around every protected screen (spec §2 Layout shell). */
export default function Layout() {
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

  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'b') {
        e.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle]);

  // the overlay sidebar closes when a link in it is followed, and when the screen grows past mobile
  useEffect(() => setMobileOpen(false), [location.pathname, isMobile]);

  const sidebarProps = { onLogout: () => void logout(), loggingOut: busy };
  const width = expanded ? SIDEBAR.width : SIDEBAR.widthCollapsed;

  // Blueprint's hotkeys (a data grid's copy, shortcut help) need a provider above them; the signed-in
  // shell is the only place that has any, so /login does not carry its code.
  return (
    <HotkeysProvider>
      <div className="mpa-shell">
        {navigation.state === 'loading' && (
          <ProgressBar className="mpa-route-progress" intent="primary" aria-label="Loading screen" />
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
            aria-label="Sidebar"
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
      </div>
    </HotkeysProvider>
  );
}
