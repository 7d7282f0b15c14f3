export { BulkResults, type BulkItem, type BulkResultsProps } from './BulkResults';
export { runBulk } from './runBulk';
