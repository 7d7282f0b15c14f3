/** The response envelope every answer carries: `{ success, code, message, data }`. */
export interface Envelope {
  success: boolean;
  code: number;
  message: string;
  data: unknown;
  [extra: string]: unknown;
}

/** Thrown by handlers and helpers; turned into an envelope with this status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string): HttpError => new HttpError(400, message);
export const notFound = (message: string): HttpError => new HttpError(404, message);
export const conflict = (message: string): HttpError => new HttpError(409, message);

export function envelope(
  status: number,
  message: string,
  data: unknown = null,
  extra?: Record<string, unknown>,
): Envelope {
  return { success: status >= 200 && status < 300, code: status, message, data, ...extra };
}
