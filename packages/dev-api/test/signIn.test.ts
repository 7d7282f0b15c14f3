import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignInThrottle } from '../src/signInThrottle';
import { start, type Harness } from './helpers';

const ADMIN = { mobile: '9000000000', password: 'admin12345' };

async function signIn(
  h: Harness,
  mobile: string,
  password: string,
): Promise<{ status: number; body: any; headers: Headers }> {
  const r = await fetch(`${h.api.authUrl}/v1/asignin/mobile-pwd`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile, password }),
  });
  return { status: r.status, body: await r.json(), headers: r.headers };
}

describe('failed sign-ins are throttled per mobile', () => {
  let h: Harness;
  let clock = Date.parse('2026-03-01T10:00:00Z');
  const WINDOW_MS = 15 * 60_000;
  beforeAll(async () => {
    // the default limits (5 failures in 15 minutes) on a clock the test moves
    h = await start({ seed: 'none', signInThrottle: { now: () => clock } });
  });
  afterAll(async () => {
    await h.close();
  });

  it('after 5 failures the mobile gets 429 with a clear message, even with the right password, until the window ends', async () => {
    for (let i = 0; i < 5; i++) expect((await signIn(h, ADMIN.mobile, `wrong-${i}`)).status).toBe(401);
    const locked = await signIn(h, ADMIN.mobile, ADMIN.password);
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ success: false, code: 429, data: null });
    expect(locked.body.message).toBe(
      'Too many failed sign-in attempts for this mobile number. Try again in 15 minutes.',
    );
    expect(locked.body.token).toBeUndefined();
    expect(locked.headers.get('retry-after')).toBe('900');
    // another mobile is not held up by this one
    expect((await signIn(h, '9111111111', 'whatever-1')).status).toBe(401);
    clock += WINDOW_MS - 60_000;
    expect((await signIn(h, ADMIN.mobile, ADMIN.password)).body.message).toMatch(/Try again in 1 minute\.$/);
    clock += 60_000;
    const after = await signIn(h, ADMIN.mobile, ADMIN.password);
    expect(after.status).toBe(200);
    expect(typeof after.body.token).toBe('string');
  });

  it('a successful sign-in resets the count', async () => {
    clock += WINDOW_MS;
    for (let i = 0; i < 4; i++) expect((await signIn(h, ADMIN.mobile, `wrong-${i}`)).status).toBe(401);
    expect((await signIn(h, ADMIN.mobile, ADMIN.password)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await signIn(h, ADMIN.mobile, `wrong-${i}`)).status).toBe(401);
    expect((await signIn(h, ADMIN.mobile, ADMIN.password)).status).toBe(200);
  });

  it('an unknown mobile is throttled the same way as a known one (no way to tell them apart)', async () => {
    for (let i = 0; i < 5; i++) expect((await signIn(h, '9222222222', `guess-${i}`)).status).toBe(401);
    expect((await signIn(h, '9222222222', 'guess-5')).status).toBe(429);
  });

  it('parallel guesses beyond the limit are refused, not raced past it', async () => {
    clock += WINDOW_MS;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signIn(h, '9333333333', `parallel-${i}`)),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });
});

/** A sign-in sent from `from` (another loopback address: Linux answers all of 127.0.0.0/8), as someone elsewhere would. */
function signInFrom(
  h: Harness,
  from: string,
  mobile: string,
  password: string,
): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${h.api.authUrl}/v1/asignin/mobile-pwd`,
      { method: 'POST', localAddress: from, headers: { 'content-type': 'application/json' } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ mobile, password }));
  });
}

describe('an outsider cannot lock the administrator out', () => {
  let h: Harness;
  let clock = Date.parse('2026-03-01T10:00:00Z');
  const WINDOW_MS = 15 * 60_000;
  beforeAll(async () => {
    // 5 per mobile and address (the default); 12 per address instead of 50, to need fewer slow guesses
    h = await start({ seed: 'none', signInThrottle: { maxFailuresPerAddress: 12, now: () => clock } });
  });
  afterAll(async () => {
    await h.close();
  });

  it("failures on the administrator's mobile from another address lock that address out, not the administrator", async () => {
    for (let i = 0; i < 5; i++)
      expect((await signInFrom(h, '127.0.0.2', ADMIN.mobile, `guess-${i}`)).status).toBe(401);
    const outsider = await signInFrom(h, '127.0.0.2', ADMIN.mobile, ADMIN.password);
    expect(outsider.status).toBe(429);
    expect(outsider.body.message).toBe(
      'Too many failed sign-in attempts for this mobile number. Try again in 15 minutes.',
    );
    const admin = await signInFrom(h, '127.0.0.1', ADMIN.mobile, ADMIN.password);
    expect(admin.status).toBe(200);
    expect(typeof admin.body.token).toBe('string');
  });

  it('one address guessing many mobiles is stopped for every mobile, while other addresses sign in', async () => {
    clock += WINDOW_MS;
    for (let i = 0; i < 12; i++)
      expect(
        (await signInFrom(h, '127.0.0.3', `95555555${String(i).padStart(2, '0')}`, 'guess')).status,
      ).toBe(401);
    const fresh = await signInFrom(h, '127.0.0.3', '9666666666', 'guess');
    expect(fresh.status).toBe(429);
    expect(fresh.body).toMatchObject({
      success: false,
      code: 429,
      data: null,
      message: 'Too many failed sign-in attempts from this address. Try again in 15 minutes.',
    });
    expect((await signInFrom(h, '127.0.0.3', ADMIN.mobile, ADMIN.password)).status).toBe(429);
    expect((await signInFrom(h, '127.0.0.1', '9666666666', 'guess')).status).toBe(401);
    expect((await signInFrom(h, '127.0.0.1', ADMIN.mobile, ADMIN.password)).status).toBe(200);
    clock += WINDOW_MS;
    expect((await signInFrom(h, '127.0.0.3', ADMIN.mobile, ADMIN.password)).status).toBe(200);
  });
});

describe('the throttle keeps bounded memory without unlocking early', () => {
  const WINDOW_MS = 15 * 60_000;

  it('a locked mobile stays locked when 10 000 other mobiles and addresses push the oldest entries out', () => {
    let clock = 0;
    const t = new SignInThrottle({ now: () => clock });
    for (let i = 0; i < 5; i++) expect(t.begin('10.0.0.1', ADMIN.mobile)).toBeUndefined();
    expect(t.begin('10.0.0.1', ADMIN.mobile)).toMatchObject({ scope: 'mobile' });
    // an address locked by guessing 50 mobiles
    for (let i = 0; i < 50; i++)
      expect(t.begin('10.0.0.2', `9${String(i).padStart(9, '0')}`)).toBeUndefined();
    expect(t.begin('10.0.0.2', '9777777777')).toMatchObject({ scope: 'address' });
    clock += 1000;
    // 10 000 more failures, each a new mobile from a new address: more than either table keeps
    for (let i = 0; i < 10_000; i++)
      expect(t.begin(`10.1.${i >> 8}.${i & 255}`, `8${String(i).padStart(9, '0')}`)).toBeUndefined();
    expect(t.begin('10.0.0.1', ADMIN.mobile)).toEqual({ scope: 'mobile', waitMs: WINDOW_MS - 1000 });
    expect(t.begin('10.0.0.2', '9777777777')).toEqual({ scope: 'address', waitMs: WINDOW_MS - 1000 });
    clock += WINDOW_MS;
    expect(t.begin('10.0.0.1', ADMIN.mobile)).toBeUndefined();
    expect(t.begin('10.0.0.2', '9777777777')).toBeUndefined();
  });

  it('when every tracked entry is a lock, new attempts wait for the first lock to end instead of dropping one', () => {
    let clock = 0;
    const t = new SignInThrottle({ now: () => clock, maxFailures: 1, maxTracked: 3 });
    for (const address of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      expect(t.begin(address, ADMIN.mobile)).toBeUndefined();
      clock += 1000;
    }
    expect(t.begin('10.0.0.4', ADMIN.mobile)).toEqual({ scope: 'full', waitMs: WINDOW_MS - 3000 });
    expect(t.begin('10.0.0.1', ADMIN.mobile)).toMatchObject({ scope: 'mobile' });
    clock += WINDOW_MS - 3000;
    expect(t.begin('10.0.0.4', ADMIN.mobile)).toBeUndefined();
    expect(t.begin('10.0.0.2', ADMIN.mobile)).toMatchObject({ scope: 'mobile' });
  });
});

describe('sign-in timing', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await start({ seed: 'none', signInThrottle: { maxFailures: 1000, maxFailuresPerAddress: 1000 } });
  });
  afterAll(async () => {
    await h.close();
  });

  // Measured end to end with the real scrypt rather than through an injected hasher: what matters is
  // what a client can time. A known mobile costs one scrypt (tens of ms); an unknown one cost a single
  // indexed lookup (well under a millisecond) before. The rounds interleave the two kinds so load on a
  // shared machine hits both alike, and the bound is loose (a third) against a gap of about 50x.
  it('a wrong password for an unknown mobile takes about as long as for a known one', async () => {
    const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const time = async (mobile: string): Promise<number> => {
      const t = performance.now();
      expect((await signIn(h, mobile, 'not-the-password')).status).toBe(401);
      return performance.now() - t;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 15; i++) {
      known.push(await time(ADMIN.mobile));
      unknown.push(await time(`94444444${String(i).padStart(2, '0')}`));
    }
    expect(median(unknown)).toBeGreaterThan(median(known) / 3);
  });
});
