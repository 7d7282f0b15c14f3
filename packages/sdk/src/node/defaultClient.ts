import { createClient as createPortableClient, type MpaClient } from '../client';
import type { ClientOptions } from '../core';
import { nodeFetch } from './fetch';

/** Node's own global fetch (undici), as found when this module loaded. */
const builtinFetch = globalThis.fetch;

/**
 * Node's built-in fetch keeps a timed-out or aborted request's connection open until the server answers
 * (transport/deadlines.ts), so a script that times out against a stalled server piles up sockets. With no
 * `fetch` given, requests go through nodeFetch, which closes an aborted request's connection; a global
 * fetch the program put in place of Node's own (a mock, an instrumented fetch) is still the one used.
 */
function defaultNodeFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  return globalThis.fetch === builtinFetch ? nodeFetch(input, init) : globalThis.fetch(input, init);
}

/** Creates a client. See {@link ClientOptions}. In Node, without `fetch`, a timeout closes its connection. */
export function createClient(options: ClientOptions): MpaClient {
  return createPortableClient(options.fetch ? options : { ...options, fetch: defaultNodeFetch });
}
