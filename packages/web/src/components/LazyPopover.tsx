import { Button, PopoverNext, type PopoverNextProps } from '@blueprintjs/core';
import { useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import { LightButton, type LightButtonProps } from './LightControls';

export interface LazyPopoverProps {
  /** The popover's content, built when it opens. */
  content(): ReactElement;
  /** Its button: `label` is the accessible name when it differs from the text. */
  button: Omit<LightButtonProps, 'onClick' | 'disabled' | 'loading' | 'anchor'>;
  placement?: PopoverNextProps['placement'];
  disabled?: boolean;
  /** A write under way: the button shows a spinner. */
  loading?: boolean;
}

/**
 * A button that opens a popover (a menu, a small form), drawn light until its first use: Blueprint's PopoverNext sets
 * its state while it mounts (a second, blocking render of each) and its button measures its text, so a row or a
 * toolbar drawn with the page would pay for them before anyone opens one. On the first click PopoverNext takes the
 * button's place, open, so it closes back to what had the focus as any popover's does.
 */
export function LazyPopover({ content, button, placement = 'bottom-end', disabled, loading }: LazyPopoverProps) {
  const [used, setUsed] = useState(false);
  // open from the click that brought PopoverNext in; held here, not by PopoverNext's defaultIsOpen, which it takes
  // for a live value: disabled and enabled again (a form opened from the menu, then closed), it would open by itself
  const [open, setOpen] = useState(false);
  if (disabled && open) setOpen(false);
  // the light button had the focus (a click on it), or nothing had (a click in Safari): Blueprint's button takes
  // it; else it stays where it was (a grid's cell that opened it by keyboard: the popover gives it back to the cell)
  const focusButton = useRef(false);
  const ref = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (used && focusButton.current) ref.current?.focus();
  }, [used]);
  if (!used)
    return (
      <span className="bp6-popover-target">
        <LightButton
          {...button}
          disabled={disabled}
          loading={loading}
          onClick={(e) => {
            const was = document.activeElement;
            focusButton.current = was === e.currentTarget || was === null || was === document.body;
            setUsed(true);
            setOpen(true);
          }}
        />
      </span>
    );
  const { icon, endIcon, text, size = 'small', label, intent, minimal, className, haspopup } = button;
  return (
    <PopoverNext isOpen={open} onInteraction={setOpen} content={content()} placement={placement} disabled={disabled}>
      <Button
        ref={ref}
        size={size}
        variant={minimal ? 'minimal' : undefined}
        intent={intent}
        icon={icon}
        endIcon={endIcon}
        text={text}
        className={className}
        aria-label={label}
        aria-haspopup={haspopup}
        loading={loading}
        disabled={disabled}
      />
    </PopoverNext>
  );
}
