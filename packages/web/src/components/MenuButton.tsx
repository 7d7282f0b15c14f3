import { Button, PopoverNext, type IconName } from '@blueprintjs/core';
import { useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import { SvgIcon } from './SvgIcon';

export interface MenuButtonProps {
  /** The button's accessible name (the menu's own label says the same). */
  label: string;
  /** The menu, built when it opens. */
  menu(): ReactElement;
  icon?: IconName;
  disabled?: boolean;
  /** A write on the row under way: the button shows a spinner and opens nothing. */
  busy?: boolean;
}

/**
 * A small minimal button that opens a menu below it, for controls repeated on every row: until its first use it is
 * a plain button, and Blueprint's PopoverNext (whose floating machinery is most of a row's mount) takes its place
 * then, open and with the focus on its button, so the menu closes back to it as any popover's does.
 */
export function MenuButton({ label, menu, icon = 'more', disabled = false, busy = false }: MenuButtonProps) {
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (used) button.current?.focus();
  }, [used]);
  if (busy) {
    // the write was chosen from the menu: once it ends, the button is back and the menu closed
    if (used) setUsed(false);
    return <Button size="small" variant="minimal" icon={icon} aria-label={label} loading />;
  }
  if (!used)
    return (
      <span className="bp6-popover-target">
        <button
          type="button"
          className={`bp6-button bp6-minimal bp6-small${disabled ? ' bp6-disabled' : ''}`}
          aria-label={label}
          aria-haspopup="menu"
          aria-expanded={false}
          disabled={disabled}
          onClick={() => setUsed(true)}
        >
          <SvgIcon icon={icon} />
        </button>
      </span>
    );
  return (
    <PopoverNext defaultIsOpen content={menu()} placement="bottom-end" disabled={disabled}>
      <Button ref={button} size="small" variant="minimal" icon={icon} aria-label={label} disabled={disabled} />
    </PopoverNext>
  );
}
