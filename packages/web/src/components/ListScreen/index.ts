export { activeFlag, defineList } from './definition';
export { ListScreen } from './ListScreen';
export { useList, type ListController } from './useList';
export { RowMenu } from './RowMenu';
export { RowButtons } from './RowButtons';
