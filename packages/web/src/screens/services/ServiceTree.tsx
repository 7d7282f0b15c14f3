import { Menu, MenuDivider, type MenuItemProps } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import {
  canAddSubServiceFromButtons,
  canAddSubServiceFromContextMenu,
  canMove,
  type Service,
} from '@marketplace-admin/sdk';
import { useRef, useState, type MouseEvent, type ReactElement } from 'react';
import { LONG_PRESS_MS } from '../../app/constants';
import { LightButton } from '../../components/LightControls';
import { SvgIcon } from '../../components/SvgIcon';
import { MenuButton } from '../../components/MenuButton';
import { loadedPopoverParts, loadPopoverParts, MenuItem } from '../../components/popover';
import { StatusTag } from '../../components/StatusTag';
import { useT } from '../../i18n';

/** A row of the tree: its service, its level (1 is the root) and its place among its siblings. */
export interface ServiceNode {
  service: Service;
  level: number;
  siblings: Service[];
  index: number;
}

/** What a row's buttons and menus do. */
export interface ServiceActions {
  edit(service: Service): void;
  addSub(service: Service): void;
  move(node: ServiceNode, direction: 'up' | 'down'): void;
  toggleFeatured(service: Service): void;
  toggleStatus(service: Service): void;
  remove(service: Service): void;
}

export interface ServiceTreeProps {
  roots: Service[];
  isOpen(service: Service): boolean;
  onToggle(service: Service, open: boolean): void;
  /** Any row's write under way: the moves, the featured and the status changes wait for it. */
  busy: boolean;
  actions: ServiceActions;
}

const byOrd = (xs: Service[] = []) => [...xs].sort((a, b) => (a.ord ?? 0) - (b.ord ?? 0) || a.id - b.id);

/**
 * The services tree in Blueprint's Tree markup and styles, drawn light: a row is plain elements (its status, its
 * buttons and icons without a component each, its menu's popover made on first use: MenuButton), and a level is in
 * the document only while its parent is open, so the first paint holds the top level's rows and nothing else.
 */
export function ServiceTree(p: ServiceTreeProps) {
  const t = useT();
  const pressTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancelPress = () => clearTimeout(pressTimer.current);
  // a row's context menu, drawn once the popover code has come (asked for when the menu is)
  const [contextMenu, setContextMenu] = useState<{ node: ServiceNode; left: number; top: number } | null>(
    null,
  );
  const ContextMenuPopover = loadedPopoverParts()?.ContextMenuPopover;
  const menuAt = (node: ServiceNode, left: number, top: number) =>
    void loadPopoverParts().then(
      () => setContextMenu({ node, left, top }),
      () => undefined,
    );
  // a row's menu from its Actions button, or (`context`) from a right-click or a long press at a point
  const menu = (node: ServiceNode, context: boolean): ReactElement => {
    const { service: s, level } = node;
    const a = p.actions;
    const canAdd = context ? canAddSubServiceFromContextMenu(level) : canAddSubServiceFromButtons(level);
    const moveItem = (dir: 'up' | 'down'): MenuItemProps => ({
      icon: `arrow-${dir}`,
      text: t(dir === 'up' ? 'ui.services.moveUp' : 'ui.services.moveDown'),
      disabled: !canMove(node.index, node.siblings.length, dir, p.busy),
      onClick: () => a.move(node, dir),
    });
    const items: MenuItemProps[] = [
      { icon: 'edit', text: t('ui.services.edit'), onClick: () => a.edit(s) },
      ...(canAdd
        ? [{ icon: 'plus', text: t('ui.services.addSub'), onClick: () => a.addSub(s) } as const]
        : []),
      {
        icon: s.isFeatured ? 'star-empty' : 'star',
        text: t(s.isFeatured ? 'ui.services.removeFeatured' : 'ui.services.markFeatured'),
        disabled: p.busy,
        onClick: () => a.toggleFeatured(s),
      },
      {
        icon: s.status === 'A' ? 'disable' : 'tick',
        text: t(s.status === 'A' ? 'ui.services.deactivate' : 'ui.services.activate'),
        disabled: p.busy,
        onClick: () => a.toggleStatus(s),
      },
      ...(context ? [moveItem('up'), moveItem('down')] : []),
    ];
    return (
      <Menu aria-label={t('ui.services.actionsFor', { name: node.service.name })}>
        {items.map((item) => (
          <MenuItem key={String(item.text)} {...item} />
        ))}
        <MenuDivider />
        <MenuItem icon="trash" intent="danger" text={t('ui.services.remove')} onClick={() => a.remove(s)} />
      </Menu>
    );
  };
  const button = (icon: IconName, label: string, onClick: () => void, disabled = false) => (
    <LightButton
      minimal
      icon={icon}
      label={label}
      disabled={disabled}
      onClick={(e: MouseEvent) => {
        e.stopPropagation();
        onClick();
      }}
    />
  );
  const moveButton = (node: ServiceNode, direction: 'up' | 'down') =>
    button(
      `arrow-${direction}`,
      t(direction === 'up' ? 'ui.services.moveNameUp' : 'ui.services.moveNameDown', {
        name: node.service.name,
      }),
      () => p.actions.move(node, direction),
      !canMove(node.index, node.siblings.length, direction, p.busy),
    );

  const rows = (services: Service[], level: number): ReactElement => {
    const siblings = byOrd(services);
    return (
      <ul className={`bp6-tree-node-list${level === 1 ? ' bp6-tree-root' : ''}`}>
        {siblings.map((s, index) => {
          const node: ServiceNode = { service: s, level, siblings, index };
          const children = s.subServices ?? [];
          const open = children.length > 0 && p.isOpen(s);
          return (
            <li key={s.id} className={`bp6-tree-node${open ? ' bp6-tree-node-expanded' : ''}`}>
              <div
                className={`bp6-tree-node-content bp6-tree-node-content-${level - 1}`}
                onClick={() => children.length > 0 && p.onToggle(s, !open)}
                onContextMenu={(e) => {
                  e.preventDefault();
                  menuAt(node, e.clientX, e.clientY);
                }}
              >
                {children.length > 0 ? (
                  <SvgIcon
                    icon="chevron-right"
                    className={`bp6-tree-node-caret bp6-tree-node-caret-${open ? 'open' : 'closed'}`}
                    title={open ? t('ui.services.collapseGroup') : t('ui.services.expandGroup')}
                  />
                ) : (
                  <span className="bp6-tree-node-caret-none" />
                )}
                <SvgIcon
                  icon={children.length > 0 ? 'folder-close' : 'document'}
                  className="bp6-tree-node-icon"
                />
                <span className="bp6-tree-node-label">
                  <div
                    className="mpa-tree-label"
                    data-level={level}
                    data-name={s.name}
                    title={s.name}
                    onPointerDown={(e) => {
                      if (e.button !== 0) return;
                      const { clientX, clientY } = e;
                      cancelPress();
                      pressTimer.current = setTimeout(() => menuAt(node, clientX, clientY), LONG_PRESS_MS);
                    }}
                    onPointerUp={cancelPress}
                    onPointerLeave={cancelPress}
                    onPointerCancel={cancelPress}
                  >
                    <span className="mpa-tree-name">{s.name}</span>
                    {s.isFeatured && (
                      <SvgIcon icon="star" size={12} className="mpa-featured" title={t('columns.featured')} />
                    )}
                  </div>
                </span>
                <span className="bp6-tree-node-secondary-label">
                  <span className="mpa-tree-actions">
                    <StatusTag status={s.status} />
                    {moveButton(node, 'up')}
                    {moveButton(node, 'down')}
                    {canAddSubServiceFromButtons(level) &&
                      button('plus', t('ui.services.addSubTo', { name: s.name }), () => p.actions.addSub(s))}
                    <span onClick={(e) => e.stopPropagation()}>
                      <MenuButton
                        label={t('ui.services.actionsFor', { name: s.name })}
                        menu={() => menu(node, false)}
                      />
                    </span>
                  </span>
                </span>
              </div>
              {open && rows(children, level + 1)}
            </li>
          );
        })}
      </ul>
    );
  };

  return (
    <div className="bp6-tree">
      {rows(p.roots, 1)}
      {contextMenu && ContextMenuPopover && (
        <ContextMenuPopover
          isOpen
          targetOffset={{ left: contextMenu.left, top: contextMenu.top }}
          content={<div onClick={() => setContextMenu(null)}>{menu(contextMenu.node, true)}</div>}
          onClose={() => setContextMenu(null)}
        />
      )}
    </div>
  );
}
