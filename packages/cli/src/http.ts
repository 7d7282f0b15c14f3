// The CLI's transport is the SDK node entry's: node:http with a keep-alive agent, a connection closed when
// its request is aborted (a timed-out request keeps no socket).
export { nodeFetch } from '@marketplace-admin/sdk/node';
