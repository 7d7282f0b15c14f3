import { hashPassword } from '../auth';
import { badRequest, conflict, notFound } from '../http/envelope';
import { PAGING_QUERY, parsePaging } from '../http/paging';
import type { Router } from '../http/router';
import { checkMobile, email, int, oneOf, str } from '../http/validate';
import { createUser, mapUser, USER_COLS } from '../db/users';

const SORT: Record<string, string> = {
  name: 'u.name COLLATE NOCASE',
  mobileno: 'u.mobileno',
  mobile: 'u.mobileno',
  email: 'u.email COLLATE NOCASE',
  role: 'u.role',
  createdat: 'u.created_at',
  id: 'u.id',
};

const roleParam = (v: string | undefined, fallback?: string): string | undefined => {
  if (v === undefined || v === '') return fallback;
  const r = v.toUpperCase();
  if (r !== 'V' && r !== 'C') throw badRequest('role must be V or C');
  return r;
};

export function registerUsers(r: Router): void {
  r.get(
    '/Users/v1',
    async (req, ctx) => {
      const paging = parsePaging(req.query, { sortKeys: SORT, defaultSort: 'name' });
      const data = await ctx.db.page({
        select: USER_COLS,
        from: 'FROM users u',
        search: [{ cols: ['u.name', 'u.mobileno', 'u.email'], index: 'users' }],
        paging,
        key: 'u.id',
        map: mapUser,
      });
      return { data };
    },
    { query: PAGING_QUERY },
  );

  r.get(
    '/Users/v1/search-by-mobile',
    async (req, ctx) => {
      const mobile = (req.query.get('mobile') ?? '').trim();
      if (!mobile) throw badRequest('mobile is required');
      if (!/^\d{1,10}$/.test(mobile)) throw badRequest('mobile must contain up to 10 digits');
      const role = roleParam(req.query.get('role'), 'V')!;
      const paging = parsePaging(req.query, { sortKeys: SORT, defaultSort: 'mobileno' });
      const data = await ctx.db.page({
        select: USER_COLS,
        from: 'FROM users u',
        where: ['u.role=?'],
        args: [role],
        // digits only: the list search's substring match on the mobile alone
        search: [{ cols: ['u.mobileno'], index: 'users' }],
        paging: { ...paging, search: mobile },
        key: 'u.id',
        map: mapUser,
      });
      return { data };
    },
    { query: ['mobile', 'role'] },
  );

  r.get('/Users/v1/mobile/{mobileno}', async (req, ctx) => {
    const mobile = checkMobile(req.params.mobileno, 'mobileno');
    const row = await ctx.db.get(
      `SELECT ${USER_COLS} FROM users u WHERE u.mobileno=? ORDER BY u.role DESC, u.id LIMIT 1`,
      [mobile],
    );
    if (!row) throw notFound(`No user with mobile number ${mobile}`);
    return { data: mapUser(row) };
  });

  r.get('/Users/v1/all-mobile/{mobileno}', async (req, ctx) => {
    const mobile = checkMobile(req.params.mobileno, 'mobileno');
    const items = (
      await ctx.db.all(`SELECT ${USER_COLS} FROM users u WHERE u.mobileno=? ORDER BY u.role DESC, u.id`, [
        mobile,
      ])
    ).map(mapUser);
    return { data: { items, totalCount: items.length, page: 1, pageSize: Math.max(items.length, 1) } };
  });

  r.post('/Users/v1', async (req, ctx) => {
    const f = await req.body();
    const name = str(f, 'name', { required: 'name is required', max: 100 })!;
    const mobileno = checkMobile(
      str(f, ['mobileno', 'mobileNo', 'mobile'], { required: 'mobile number is required' })!,
      'mobile number',
    );
    const role = oneOf(f, ['role', 'userType'], ['V', 'C'] as const) ?? 'C';
    const gender = oneOf(f, 'gender', ['m', 'f', 'o'] as const);
    const yearOfBirth = int(f, 'yearOfBirth', { min: 1900, max: new Date().getFullYear() });
    const user = await createUser(ctx, {
      role,
      name,
      mobileno,
      email: email(f, 'email') ?? null,
      gender,
      yearOfBirth,
    });
    return { status: 201, message: 'User created', data: user };
  });

  r.post('/Users/v1/create-user-login', async (req, ctx) => {
    const f = await req.body();
    const mobileno = checkMobile(
      str(f, ['mobileno', 'mobileNo', 'mobile'], { required: 'mobile number is required' })!,
      'mobile number',
    );
    const password = str(f, 'password', { required: 'password is required', min: 8, max: 200, trim: false })!;
    const role = oneOf(f, ['role', 'userType'], ['V', 'C'] as const);
    const row = await ctx.db.get<{ id: number; role: string; login_id: string | null }>(
      `SELECT id, role, login_id FROM users WHERE mobileno=? ${role ? 'AND role=?' : ''} ORDER BY role DESC LIMIT 1`,
      role ? [mobileno, role] : [mobileno],
    );
    if (!row) throw notFound(`No user with mobile number ${mobileno}`);
    if (row.login_id) throw conflict('This user already has a login');
    const loginId = `${row.role}${mobileno}`;
    await ctx.db.run('UPDATE users SET login_id=?, password_hash=?, updated_at=? WHERE id=?', [
      loginId,
      await hashPassword(password),
      new Date().toISOString(),
      row.id,
    ]);
    const user = await ctx.db.get(`SELECT ${USER_COLS} FROM users u WHERE u.id=?`, [row.id]);
    // the created record is the login: the user it belongs to and its loginId (a spec §3 vendor detail field)
    return { status: 201, message: 'Login created', data: { ...mapUser(user!), loginId: loginId } };
  });
}
