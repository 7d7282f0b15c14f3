import { Button, Navbar, NavbarDivider, NavbarGroup, NavbarHeading, Popover } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';

interface HeaderProps {
  onToggleSidebar(): void;
  sidebarOpen: boolean;
}

/** Spec §2 header: sidebar toggle, 'Admin Panel', a notification icon and 'My Profile'. */
export function Header({ onToggleSidebar, sidebarOpen }: HeaderProps) {
  const navigate = useNavigate();
  return (
    <Navbar className="mpa-header">
      <NavbarGroup align="start">
        <Button
          variant="minimal"
          icon="menu"
          aria-label="Toggle sidebar"
          aria-expanded={sidebarOpen}
          aria-controls="mpa-sidebar"
          title="Toggle sidebar (Ctrl+B)"
          onClick={onToggleSidebar}
        />
        <NavbarDivider />
        <NavbarHeading className="mpa-header-title">Admin Panel</NavbarHeading>
      </NavbarGroup>
      <NavbarGroup align="end">
        <Popover
          placement="bottom-end"
          content={<div className="mpa-notifications">No new notifications</div>}
          renderTarget={({ isOpen: _isOpen, ...targetProps }) => (
            <Button {...targetProps} variant="minimal" icon="notifications" aria-label="Notifications" />
          )}
        />
        <Button variant="minimal" icon="user" text="My Profile" onClick={() => navigate('/profile')} />
      </NavbarGroup>
    </Navbar>
  );
}
