export { BulkResults } from './BulkResults';
export { useBulkRun } from './useBulkRun';
