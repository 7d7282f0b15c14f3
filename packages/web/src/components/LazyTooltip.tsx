import type { TooltipProps } from '@blueprintjs/core';
import { useLayoutEffect, useRef, useState, type FocusEvent, type JSX, type ReactNode } from 'react';
import { loadedPopoverParts, loadPopoverParts, type PopoverParts } from './popover';

export interface LazyTooltipProps {
  content: string | JSX.Element;
  placement?: TooltipProps['placement'];
  children: ReactNode;
}

const FOCUSABLE = '[tabindex], a[href], button, input, select, textarea';

/**
 * Blueprint's Tooltip, made when the pointer or the focus first comes to its target (its code, ./popover,
 * then loads): for tooltips on every row, whose second render as they mount would be most of their drawing.
 */
export function LazyTooltip({ content, placement, children }: LazyTooltipProps) {
  const [parts, setParts] = useState<PopoverParts | null>(null);
  // the pointer or the focus is still on the target when the code has come: the tooltip opens at once
  const on = useRef(false);
  // where the focused target was: the Tooltip draws it anew, and the focus goes back to it there
  const focusedAt = useRef<{ parent: Element; index: number } | null>(null);
  useLayoutEffect(() => {
    const at = focusedAt.current;
    if (parts && at && on.current)
      at.parent.children[at.index]?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [parts]);
  if (parts) {
    const { Tooltip } = parts;
    return (
      <Tooltip content={content} placement={placement} defaultIsOpen={on.current}>
        {children}
      </Tooltip>
    );
  }
  const use = () => {
    on.current = true;
    const loaded = loadedPopoverParts();
    if (loaded) setParts(loaded);
    else void loadPopoverParts().then(setParts, () => undefined); // not loaded: the next hover tries again
  };
  const focus = (e: FocusEvent<HTMLSpanElement>) => {
    const parent = e.currentTarget.parentElement;
    focusedAt.current = parent && {
      parent,
      index: Array.prototype.indexOf.call(parent.children, e.currentTarget),
    };
    use();
  };
  const leave = () => {
    on.current = false;
    focusedAt.current = null;
  };
  return (
    <span
      className="bp6-popover-target"
      onMouseEnter={use}
      onFocus={focus}
      onMouseLeave={leave}
      onBlur={leave}
    >
      {children}
    </span>
  );
}
