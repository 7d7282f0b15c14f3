export { ScreenViewsButton, ViewsButton } from './ViewsButton';
export { useListViews } from './useListViews';
export { viewListOfPath } from './listOfPath';
