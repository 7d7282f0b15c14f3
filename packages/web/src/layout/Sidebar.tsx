import { Button, Classes, Icon } from '@blueprintjs/core';
import { NavLink } from 'react-router-dom';
import type { NavEntry } from './nav';

interface SidebarProps {
  main: NavEntry[];
  account: NavEntry[];
  /** Icons only (3rem wide); labels stay as accessible names and tooltips. */
  collapsed: boolean;
  onLogout(): void;
  loggingOut: boolean;
}

function NavGroup({ title, entries, collapsed }: { title: string; entries: NavEntry[]; collapsed: boolean }) {
  const id = `mpa-nav-${title.toLowerCase()}`;
  return (
    <div className="mpa-nav-group">
      <h2 id={id} className={collapsed ? 'mpa-sr-only' : 'mpa-nav-heading'}>
        {title}
      </h2>
      <ul className={`${Classes.MENU} mpa-nav-list`} aria-labelledby={id}>
        {entries.map((e) => (
          <li key={e.path}>
            <NavLink
              to={e.path}
              title={collapsed ? e.label : undefined}
              aria-label={collapsed ? e.label : undefined}
              className={({ isActive }) =>
                [Classes.MENU_ITEM, 'mpa-nav-item', isActive ? `${Classes.ACTIVE} ${Classes.INTENT_PRIMARY}` : ''].join(' ')
              }
            >
              <Icon icon={e.icon} className={Classes.MENU_ITEM_ICON} aria-hidden />
              {!collapsed && <span className={`${Classes.FILL} ${Classes.TEXT_OVERFLOW_ELLIPSIS}`}>{e.label}</span>}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The sidebar body: brand, 'Main' and 'Account' groups, Logout at the bottom. */
export function Sidebar({ main, account, collapsed, onLogout, loggingOut }: SidebarProps) {
  return (
    <div className={`mpa-sidebar-inner${collapsed ? ' mpa-collapsed' : ''}`}>
      <div className="mpa-brand" aria-hidden={collapsed}>
        <span className="mpa-brand-mark">MA</span>
        {!collapsed && <span className="mpa-brand-name">My Admin</span>}
      </div>
      <nav className="mpa-nav" aria-label="Sidebar">
        <NavGroup title="Main" entries={main} collapsed={collapsed} />
        <NavGroup title="Account" entries={account} collapsed={collapsed} />
      </nav>
      <div className="mpa-sidebar-footer">
        <Button
          variant="minimal"
          fill
          alignText="start"
          icon="log-out"
          text={collapsed ? undefined : 'Logout'}
          aria-label={collapsed ? 'Logout' : undefined}
          title={collapsed ? 'Logout' : undefined}
          disabled={loggingOut}
          onClick={onLogout}
        />
      </div>
    </div>
  );
}
