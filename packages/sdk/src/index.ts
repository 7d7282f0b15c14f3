export * from './endpoints';
export { createClient, type MpaClient, type SessionApi } from './client';
export type { ClientOptions } from './core';
export { MpaError, isMpaError, type ErrorKind } from './errors';
export { catalogue, type Catalogue } from './catalogue';
export {
  SESSION_KEYS,
  browserSessionStore,
  memorySessionStore,
  type SessionStore,
  type SessionUser,
} from './session/index';
export type { ApiResponse, Page, PagingPayload, CallOptions } from './types/common';
export type { TransportHooks, RetryOptions } from './transport/send';
export type { AuthApi } from './domains/auth';
