import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeFetch } from '../src/http';
import { ADMIN, json, startStack, type Stack } from './helpers';

let s: Stack;
beforeAll(async () => {
  s = await startStack();
  await s.login();
});
afterAll(() => s?.close());

/** The real transport, keeping the text of every response for the test to look at. */
function recording(): { fetch: typeof fetch; bodies: string[] } {
  const bodies: string[] = [];
  const f = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const res = await nodeFetch(input as string, init);
    const text = await res.text();
    bodies.push(text);
    return new Response(text, { status: res.status });
  }) as typeof fetch;
  return { fetch: f, bodies };
}

describe('mpa api never prints a token', () => {
  it('auth.signIn: the token in the envelope data is redacted; the token works but is nowhere in the output', async () => {
    const rec = recording();
    const r = await s.mpa(['api', 'auth.signIn', `mobile=${ADMIN.mobile}`, `password=${ADMIN.password}`], {
      fetch: rec.fetch,
    });
    expect(r.code).toBe(0);
    const token = JSON.parse(rec.bodies[0]).token as string;
    expect(token.length).toBeGreaterThan(10);
    expect(r.stdout + r.stderr).not.toContain(token);
    const env = json(r.stdout);
    expect(env).toMatchObject({ success: true, message: 'Login successful!', data: { token: '***' } });
    // It was a real sign-in: the token the server sent is valid (the redaction is only in what is printed).
    expect((await s.mpa(['whoami'], { env: { MPA_TOKEN: token } })).code).toBe(0);
  });

  it('any *token field at any depth, and Bearer values in any text, also in an error message', async () => {
    const reply = (status: number, body: unknown): typeof fetch =>
      (async () => new Response(JSON.stringify(body), { status })) as typeof fetch;
    const body = {
      success: true,
      message: 'Send Authorization: Bearer abc.def-123 next time',
      data: {
        items: [{ id: 1, accessToken: 'acc-secret', Token: 'tok-secret', redeemTokens: 40 }],
        nested: { refresh_token: 'ref-secret' },
        note: 'bearer xyz-secret',
      },
    };
    const r = await s.mpa(['api', 'services.get', 'id=1'], { fetch: reply(200, body) });
    expect(r.code).toBe(0);
    expect(r.stdout).not.toMatch(/secret|abc\.def/);
    expect(json(r.stdout)).toEqual({
      success: true,
      status: 200,
      message: 'Send Authorization: Bearer *** next time',
      data: {
        items: [{ id: 1, accessToken: '***', Token: '***', redeemTokens: 40 }],
        nested: { refresh_token: '***' },
        note: 'bearer ***',
      },
    });
    const bad = await s.mpa(['api', 'services.get', 'id=1'], {
      fetch: reply(400, { success: false, message: 'Bad header Bearer leaked-secret' }),
    });
    expect(bad.code).toBe(1);
    expect(bad.stderr.trim()).toBe('Bad header Bearer ***');
  });
});
