// @marketplace-admin/sdk/schemas: the response schemas and what is built on them (the drift check,
// the client's opt-in validator, the backend check behind `mpa doctor`). A separate entry so that
// a client without validation (the panel) never loads valibot.
export * from './entities';
export {
  EnvelopeSchema,
  PAGING_QUERY,
  REDEMPTION_QUERY,
  listOf,
  responses,
  type ResponseContract,
} from './responses';
export { checkResponse, type DriftReport, type Finding, type FindingKind } from './check';
export type { SchemasAgreeWithTypes } from './agreement';
export { responseValidator, type ResponseValidatorOptions } from './validator';
export {
  checkBackend,
  READ_ONLY_ENDPOINTS,
  type BackendCheckOptions,
  type BackendReport,
  type CallCheck,
  type CallOutcome,
  type CorsCheck,
} from './backendCheck';
