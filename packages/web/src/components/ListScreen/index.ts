export { defineList, type ListDefinition } from './definition';
export { ListScreen } from './ListScreen';
export { useList, type ListController } from './useList';
export { RowMenu, type RowMenuItem } from './RowMenu';
export { RowButtons, type RowButton } from './RowButtons';
export { useOpened } from './useOpened';
