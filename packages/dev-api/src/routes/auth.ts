import { UNMATCHABLE_HASH, verifyPassword } from '../auth';
import { HttpError } from '../http/envelope';
import type { Router } from '../http/router';
import { MOBILE_RE, str } from '../http/validate';
import { createUser } from '../db/users';
import type { SignInRefusal } from '../signInThrottle';

const INVALID_CREDENTIALS = 'Invalid mobile number or password';

const TOO_MANY: Record<SignInRefusal['scope'], string> = {
  mobile: 'Too many failed sign-in attempts for this mobile number.',
  address: 'Too many failed sign-in attempts from this address.',
  full: 'Too many failed sign-in attempts.',
};

/** Auth host: sign-in, sign-out, unverified sign-up. */
export function registerAuth(r: Router): void {
  r.post('/v1/asignin/mobile-pwd', async (req, ctx) => {
    const f = await req.body();
    const mobile = str(f, ['mobile', 'mobileNo', 'username'], {
      required: 'mobile and password are required',
      max: 100,
    })!;
    const password = str(f, 'password', {
      required: 'mobile and password are required',
      trim: false,
      max: 1000,
    })!;
    const refused = ctx.signInThrottle.begin(req.clientAddress, mobile);
    if (refused) {
      const minutes = Math.ceil(refused.waitMs / 60_000);
      return {
        status: 429,
        message: `${TOO_MANY[refused.scope]} Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        headers: { 'retry-after': String(Math.ceil(refused.waitMs / 1000)) },
      };
    }
    const admin = await ctx.db.get<{ id: number; password_hash: string }>(
      'SELECT id, password_hash FROM admins WHERE mobile=?',
      [mobile],
    );
    // an unknown mobile still pays for one scrypt, so timing does not tell which mobiles have accounts
    const matches = await verifyPassword(password, admin ? String(admin.password_hash) : UNMATCHABLE_HASH);
    if (!admin || !matches) throw new HttpError(401, INVALID_CREDENTIALS);
    ctx.signInThrottle.succeeded(req.clientAddress, mobile);
    const { token } = await ctx.tokens.issue(Number(admin.id));
    // spec §3 "Login request ... Response fields read: token, message"
    return { message: 'Login successful!', data: { token }, extra: { token } };
  });

  r.post('/v1/alogout', async (req, ctx) => {
    if (req.token) await ctx.tokens.revoke(req.token);
    return { message: 'Logged out successfully' };
  });

  r.post('/v1/asignup-unverified/mobile', async (req, ctx) => {
    const f = await req.body();
    const mobile = str(f, ['mobile', 'mobileNo'], { required: 'mobile is required' })!;
    if (!MOBILE_RE.test(mobile)) throw new HttpError(400, 'mobile must be a 10-digit mobile number');
    const name = str(f, 'name', { max: 100 }) || `User ${mobile.slice(-4)}`;
    const role = (str(f, ['role', 'userType']) || 'C').toUpperCase();
    if (role !== 'V' && role !== 'C') throw new HttpError(400, 'role must be V or C');
    const user = await createUser(ctx, { role, name, mobileno: mobile, isVerified: false });
    return { status: 201, message: 'Signed up (unverified)', data: user };
  });
}
