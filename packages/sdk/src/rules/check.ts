import type { EndpointName } from '../endpoints';
import { MpaError } from '../errors';

/**
 * Turns a rule's answer (a message, a list of messages, or nothing) into the SDK's validation error:
 * kind 'validation', the first message as the text, every message in `data`. The typed methods run
 * it before sending (so nothing is sent); the panel and mpa run it on a form before they call.
 */
export function checkRule(
  result: string | readonly string[] | null | undefined,
  endpoint?: EndpointName,
): void {
  const msg = Array.isArray(result) ? result[0] : (result as string | null | undefined);
  if (msg)
    throw new MpaError('validation', msg, {
      ...(endpoint ? { endpoint } : {}),
      data: Array.isArray(result) ? result : [msg],
    });
}
