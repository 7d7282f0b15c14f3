export { BulkResults, type BulkItem, type BulkResultsProps } from './BulkResults';
export { useBulkRun, type BulkOperationCall, type BulkRunView } from './useBulkRun';
