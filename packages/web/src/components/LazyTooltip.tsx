import { Tooltip, type TooltipProps } from '@blueprintjs/core';
import { useState, type JSX, type ReactNode } from 'react';

export interface LazyTooltipProps {
  content: string | JSX.Element;
  placement?: TooltipProps['placement'];
  children: ReactNode;
}

/**
 * Blueprint's Tooltip made when the pointer first comes over its target: for tooltips repeated on every row, whose
 * popover machinery (state set while mounting, a second render of each) is most of a row's first drawing.
 */
export function LazyTooltip({ content, placement, children }: LazyTooltipProps) {
  const [used, setUsed] = useState(false);
  if (used)
    return (
      <Tooltip content={content} placement={placement} defaultIsOpen>
        {children}
      </Tooltip>
    );
  return (
    <span className="bp6-popover-target" onMouseEnter={() => setUsed(true)}>
      {children}
    </span>
  );
}
