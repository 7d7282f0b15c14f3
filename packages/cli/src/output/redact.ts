/** Field names that hold a token: token, authToken, accessToken, refresh_token, Token ... (not redeemTokens). */
const TOKEN_KEY = /token$/i;
/** A bearer credential in text: 'Bearer abc.def' (header values quoted in messages). */
const BEARER = /\b(bearer)\s+[^\s"',;]+/gi;

/** Text with every Bearer value replaced by ***. */
export function redactBearer(text: string): string {
  return text.replace(BEARER, '$1 ***');
}

/**
 * A copy of a value to print with its secrets replaced by ***: every field whose name ends in
 * "token" at any depth, and Bearer values inside any text. Tokens are never printed.
 */
export function redactTokens(value: unknown): unknown {
  if (typeof value === 'string') return redactBearer(value);
  if (Array.isArray(value)) return value.map(redactTokens);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value))
      out[k] = TOKEN_KEY.test(k) && v !== null && v !== undefined && v !== '' ? '***' : redactTokens(v);
    return out;
  }
  return value;
}
