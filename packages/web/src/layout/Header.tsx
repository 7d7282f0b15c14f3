import { Button, Navbar, NavbarDivider, NavbarGroup, NavbarHeading } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import english from 'virtual:messages/en/header';
import { LazyPopover } from '../components/LazyPopover';
import { LightButton } from '../components/LightControls';
import { registerEnglish, useT } from '../i18n';

registerEnglish(english);

interface HeaderProps {
  onToggleSidebar(): void;
  sidebarOpen: boolean;
}

/** Spec §2 header: sidebar toggle, 'Admin Panel', a notification icon and 'My Profile'. */
export function Header({ onToggleSidebar, sidebarOpen }: HeaderProps) {
  const navigate = useNavigate();
  const t = useT();
  return (
    <Navbar className="mpa-header">
      <NavbarGroup align="start">
        <Button
          variant="minimal"
          icon="menu"
          aria-label={t('ui.header.toggleSidebar')}
          aria-expanded={sidebarOpen}
          aria-controls="mpa-sidebar"
          title={t('ui.header.toggleSidebarTip')}
          onClick={onToggleSidebar}
        />
        <NavbarDivider />
        <NavbarHeading className="mpa-header-title">{t('ui.header.title')}</NavbarHeading>
      </NavbarGroup>
      <NavbarGroup align="end">
        <LazyPopover
          button={{
            size: 'medium',
            minimal: true,
            icon: 'notifications',
            label: t('ui.header.notifications'),
          }}
          content={() => <div className="mpa-notifications">{t('ui.header.noNotifications')}</div>}
        />
        <LightButton
          size="medium"
          minimal
          icon="user"
          text={t('ui.header.myProfile')}
          onClick={() => void navigate('/profile')}
        />
      </NavbarGroup>
    </Navbar>
  );
}
