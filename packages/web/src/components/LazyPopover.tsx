import { Button, type PopoverNextProps } from '@blueprintjs/core';
import { useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import { LightButton, type LightButtonProps } from './LightControls';
import { loadedPopoverParts, loadPopoverParts, sayPopoverFailed, type PopoverParts } from './popover';

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
 * A button that opens a popover (a menu, a small form), drawn light until its first click (PopoverNext
 * renders twice as it mounts), its code loaded when a pointer or the focus comes (./popover); then
 * PopoverNext takes the button's place, open, so it closes back to what had the focus as any popover's does.
 */
export function LazyPopover({
  content,
  button,
  placement = 'bottom-end',
  disabled,
  loading,
}: LazyPopoverProps) {
  const [used, setUsed] = useState(false);
  const [parts, setParts] = useState<PopoverParts | null>(loadedPopoverParts);
  // held here: PopoverNext's defaultIsOpen is live (disabled and enabled again, it would open by itself)
  const [open, setOpen] = useState(false);
  if (disabled && open) setOpen(false);
  // Blueprint's button takes the focus the light one had (or none had: Safari); else it stays (a grid's cell)
  const focusButton = useRef(false);
  const ref = useRef<HTMLButtonElement>(null);
  const drawn = used && parts !== null;
  useLayoutEffect(() => {
    if (drawn && focusButton.current) ref.current?.focus();
  }, [drawn]);
  if (!drawn) {
    // not loaded (the network): asked to open, it says so and offers to try again (as does the next click)
    const load = () => loadPopoverParts().then(setParts, () => undefined);
    const openWhenLoaded = () => {
      setUsed(true);
      setOpen(true);
      loadPopoverParts().then(setParts, () => {
        setUsed(false);
        setOpen(false);
        sayPopoverFailed(() => {
          focusButton.current = true;
          openWhenLoaded();
        });
      });
    };
    return (
      <span className="bp6-popover-target" onPointerEnter={() => void load()} onFocus={() => void load()}>
        <LightButton
          {...button}
          disabled={disabled}
          loading={loading}
          onClick={(e) => {
            const was = document.activeElement;
            focusButton.current = was === e.currentTarget || was === null || was === document.body;
            openWhenLoaded();
          }}
        />
      </span>
    );
  }
  const { PopoverNext } = parts;
  const { icon, endIcon, text, size = 'small', label, intent, minimal, className, haspopup } = button;
  return (
    <PopoverNext
      isOpen={open}
      onInteraction={setOpen}
      content={content()}
      placement={placement}
      disabled={disabled}
    >
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
