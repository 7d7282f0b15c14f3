export { defineList } from './definition';
export { ListScreen } from './ListScreen';
export { useList, type ListController } from './useList';
export { RowMenu, type RowMenuItem } from './RowMenu';
export { RowButtons } from './RowButtons';
