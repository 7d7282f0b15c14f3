// Blueprint's popover machinery (PopoverNext on floating-ui, and what is drawn only in an open popover or on a
// pointer's hover), in a chunk of its own (the 'popover' group, packages/web/vite.config.ts): no screen draws a
// popover with its first paint, so no first paint waits for its code. loadPopoverParts() brings it in.
import { ContextMenuPopover, MenuItem, PopoverNext, Tooltip } from '@blueprintjs/core';

export const popoverParts = { ContextMenuPopover, MenuItem, PopoverNext, Tooltip };
