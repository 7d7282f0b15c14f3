import { Button, PopoverNext, type IconName } from '@blueprintjs/core';
import { useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import { LightButton } from './LightControls';

export interface MenuButtonProps {
  /** The button's accessible name (the menu's own label says the same). */
  label: string;
  /** The menu, built when it opens. */
  menu(): ReactElement;
  icon?: IconName;
}

/**
 * A small minimal button that opens a menu below it, for controls repeated on every row: until its first use it is
 * a plain button, and Blueprint's PopoverNext (whose floating machinery is most of a row's mount) takes its place
 * then, open and with the focus on its button, so the menu closes back to it as any popover's does.
 */
export function MenuButton({ label, menu, icon = 'more' }: MenuButtonProps) {
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (used) button.current?.focus();
  }, [used]);
  if (!used)
    return (
      <span className="bp6-popover-target">
        <LightButton minimal icon={icon} label={label} haspopup="menu" onClick={() => setUsed(true)} />
      </span>
    );
  return (
    <PopoverNext defaultIsOpen content={menu()} placement="bottom-end">
      <Button ref={button} size="small" variant="minimal" icon={icon} aria-label={label} />
    </PopoverNext>
  );
}
