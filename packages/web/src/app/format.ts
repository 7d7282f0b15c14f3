// Dates, times and amounts are written by the SDK's formatters (the CLI's tables use the same), with their fast
// paths: one Intl formatter per zone made on first use, plain amounts without Intl.
export { formatAmount, formatDate, formatDateTime } from '@marketplace-admin/sdk';
