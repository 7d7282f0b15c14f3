export { ViewsButton } from './ViewsButton';
export { useListViews, type ListViews } from './useListViews';
export { viewListOfPath } from './store';
