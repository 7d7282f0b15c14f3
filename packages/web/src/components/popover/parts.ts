// Blueprint's popover machinery, in a chunk of its own (vite.config.ts): no first paint draws a popover
import { ContextMenuPopover, MenuItem, PopoverNext, Tooltip } from '@blueprintjs/core';

export const popoverParts = { ContextMenuPopover, MenuItem, PopoverNext, Tooltip };
