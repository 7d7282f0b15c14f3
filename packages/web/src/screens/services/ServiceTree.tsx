import { canAddSubServiceFromButtons, canMove, type Service } from '@marketplace-admin/sdk';
import { useRef, type MouseEvent, type ReactElement } from 'react';
import { LONG_PRESS_MS } from '../../app/constants';
import { LightButton } from '../../components/LightControls';
import { SvgIcon } from '../../components/SvgIcon';
import { MenuButton } from '../../components/MenuButton';
import { StatusTag } from '../../components/StatusTag';
import { useT } from '../../i18n';

/** A row of the tree: its service, its level (1 is the root) and its place among its siblings. */
export interface ServiceNode {
  service: Service;
  level: number;
  siblings: Service[];
  index: number;
}

export interface ServiceTreeProps {
  roots: Service[];
  isOpen(service: Service): boolean;
  onToggle(service: Service, open: boolean): void;
  /** Any row's write under way: the moves wait for it. */
  busy: boolean;
  onMove(node: ServiceNode, direction: 'up' | 'down'): void;
  onAddSub(service: Service): void;
  /** A row's menu: from its Actions button (`context` false), or from a right-click or a long press at a point. */
  menu(node: ServiceNode, context: boolean): ReactElement;
  onMenuAt(node: ServiceNode, left: number, top: number): void;
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
  const stop = (fn: () => void) => (e: MouseEvent) => {
    e.stopPropagation();
    fn();
  };
  const button = (
    icon: 'arrow-up' | 'arrow-down' | 'plus',
    label: string,
    onClick: () => void,
    disabled = false,
  ) => <LightButton minimal icon={icon} label={label} disabled={disabled} onClick={stop(onClick)} />;

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
                  p.onMenuAt(node, e.clientX, e.clientY);
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
                      pressTimer.current = setTimeout(
                        () => p.onMenuAt(node, clientX, clientY),
                        LONG_PRESS_MS,
                      );
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
                    {button(
                      'arrow-up',
                      t('ui.services.moveNameUp', { name: s.name }),
                      () => p.onMove(node, 'up'),
                      !canMove(index, siblings.length, 'up', p.busy),
                    )}
                    {button(
                      'arrow-down',
                      t('ui.services.moveNameDown', { name: s.name }),
                      () => p.onMove(node, 'down'),
                      !canMove(index, siblings.length, 'down', p.busy),
                    )}
                    {canAddSubServiceFromButtons(level) &&
                      button('plus', t('ui.services.addSubTo', { name: s.name }), () => p.onAddSub(s))}
                    <span onClick={(e) => e.stopPropagation()}>
                      <MenuButton
                        label={t('ui.services.actionsFor', { name: s.name })}
                        menu={() => p.menu(node, false)}
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

  return <div className="bp6-tree">{rows(p.roots, 1)}</div>;
}
