import { Button, Classes, Icon } from '@blueprintjs/core';
import type { QueueCounts } from '@marketplace-admin/sdk';
import { useId } from 'react';
import { NavLink } from 'react-router-dom';
import { useT, type Id } from '../i18n';
import type { NavEntry } from './nav';
import { badgeRoom, QueueBadge, queueBadge } from './QueueBadge';
import { useQueueCounts } from './useQueueCounts';

interface GroupProps {
  collapsed: boolean;
  counts: QueueCounts | undefined;
}

interface SidebarProps {
  main: NavEntry[];
  account: NavEntry[];
  /** Icons only (3rem wide); labels stay as accessible names and tooltips. */
  collapsed: boolean;
  onLogout(): void;
  loggingOut: boolean;
}

function NavGroup({ group, entries, collapsed, counts }: { group: Id; entries: NavEntry[] } & GroupProps) {
  const t = useT();
  const id = `mpa-nav-${group.split('.').pop()}`;
  const title = t(group);
  const badgeId = useId();
  return (
    <div className="mpa-nav-group">
      <h2 id={id} className={collapsed ? 'mpa-sr-only' : 'mpa-nav-heading'}>
        {title}
      </h2>
      <ul className={`${Classes.MENU} mpa-nav-list`} aria-labelledby={id}>
        {entries.map((e) => {
          const badge = e.queue ? queueBadge(e.queue, counts, t) : null;
          const label = t(e.label);
          const descriptionId = `${badgeId}-${e.queue}`;
          const tooltip = collapsed ? [label, badge?.text].filter(Boolean).join(': ') : badge?.text;
          return (
            <li
              key={e.path}
              className={badge ? 'mpa-nav-badged' : undefined}
              style={badgeRoom(badge, collapsed)}
            >
              <NavLink
                to={e.path}
                title={tooltip}
                aria-label={collapsed ? label : undefined}
                aria-describedby={badge ? descriptionId : undefined}
                className={({ isActive }) =>
                  [
                    Classes.MENU_ITEM,
                    'mpa-nav-item',
                    isActive ? `${Classes.ACTIVE} ${Classes.INTENT_PRIMARY}` : '',
                  ].join(' ')
                }
              >
                <Icon icon={e.icon} className={Classes.MENU_ITEM_ICON} aria-hidden />
                {!collapsed && (
                  <span className={`${Classes.FILL} ${Classes.TEXT_OVERFLOW_ELLIPSIS}`}>{label}</span>
                )}
              </NavLink>
              {badge && <QueueBadge badge={badge} descriptionId={descriptionId} collapsed={collapsed} />}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The sidebar body: brand, 'Main' and 'Account' groups (the work queues' badges beside their entries), Logout at the bottom. */
export function Sidebar({ main, account, collapsed, onLogout, loggingOut }: SidebarProps) {
  // the signed-in shell only: /login never reads the queues
  const group = { collapsed, counts: useQueueCounts() };
  const t = useT();
  return (
    <div className={`mpa-sidebar-inner${collapsed ? ' mpa-collapsed' : ''}`}>
      <div className="mpa-brand" aria-hidden={collapsed}>
        <span className="mpa-brand-mark">MA</span>
        {!collapsed && <span className="mpa-brand-name">{t('ui.nav.brand')}</span>}
      </div>
      <nav className="mpa-nav" aria-label={t('ui.nav.sidebar')}>
        <NavGroup group="ui.nav.main" entries={main} {...group} />
        <NavGroup group="ui.nav.account" entries={account} {...group} />
      </nav>
      <div className="mpa-sidebar-footer">
        <Button
          variant="minimal"
          fill
          alignText="start"
          icon="log-out"
          text={collapsed ? undefined : t('ui.nav.logout')}
          aria-label={collapsed ? t('ui.nav.logout') : undefined}
          title={collapsed ? t('ui.nav.logout') : undefined}
          disabled={loggingOut}
          onClick={onLogout}
        />
      </div>
    </div>
  );
}
