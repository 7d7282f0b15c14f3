import { messageIdOf, type MessageId } from './messages';

/** What went wrong, as a machine-readable category. */
export type ErrorKind =
  | 'unauthorized'
  | 'empty-response'
  | 'invalid-format'
  | 'invalid-endpoint'
  | 'http'
  | 'network'
  | 'timeout'
  | 'validation'
  | 'aborted';

export interface MpaErrorInit {
  status?: number;
  code?: unknown;
  data?: unknown;
  endpoint?: string;
  cause?: unknown;
  /** The message is the server's own: it has no id (shown as it came, in any language). */
  fromServer?: boolean;
}

/**
 * The one error type of the SDK. Its `message` is already the text to show (the server's message
 * when it sent one, else the spec's fallback); `kind` tells callers what happened.
 */
export class MpaError extends Error {
  /** Always true; lets code recognise the error across bundle copies. */
  readonly isMpaError = true as const;
  readonly kind: ErrorKind;
  /** HTTP status, when a response arrived. */
  status?: number;
  /** The envelope's `code`, when present. */
  code?: unknown;
  /** The envelope's `data`, when present. */
  data?: unknown;
  /** The endpoint name of the call that failed. */
  endpoint?: string;
  /** The catalogue id of `message` when the SDK wrote it (a client translates by it); none for the server's words. */
  messageId?: MessageId;

  constructor(kind: ErrorKind, message: string, init: MpaErrorInit = {}) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'MpaError';
    this.kind = kind;
    if (init.status !== undefined) this.status = init.status;
    if (init.code !== undefined) this.code = init.code;
    if (init.data !== undefined) this.data = init.data;
    if (init.endpoint !== undefined) this.endpoint = init.endpoint;
    const id = init.fromServer ? undefined : messageIdOf(message);
    if (id) this.messageId = id;
  }
}

/** True for any MpaError (also one created by another copy of the SDK). */
export function isMpaError(e: unknown): e is MpaError {
  return (
    e instanceof MpaError ||
    (typeof e === 'object' && e !== null && (e as { isMpaError?: unknown }).isMpaError === true)
  );
}
