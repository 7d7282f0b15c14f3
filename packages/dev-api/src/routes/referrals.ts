import { badRequest, conflict, notFound } from '../http/envelope';
import { PAGING_QUERY, parsePaging } from '../http/paging';
import type { Router } from '../http/router';
import { bool, idField, int, num, oneOf, str } from '../http/validate';
import { b, type Row } from '../db/client';

const mapConfig = (r: Row): Record<string, unknown> => ({
  configId: Number(r.id),
  referrerUserType: r.referrer_user_type,
  referredUserType: r.referred_user_type,
  referrerRewardTokens: Number(r.referrer_reward_tokens),
  referredRewardTokens: Number(r.referred_reward_tokens),
});

const mapMapping = (r: Row): Record<string, unknown> => ({
  mappingId: Number(r.id),
  redemptionType: r.redemption_type,
  requiredTokens: Number(r.required_tokens),
  equivalentValue: Number(r.equivalent_value),
});

const mapCode = (r: Row): Record<string, unknown> => ({
  codeId: Number(r.id),
  referralCode: r.code,
  isActive: b(r.is_active),
  userType: r.user_type,
  vendorName: r.user_type === 'V' ? (r.user_name ?? null) : null,
  clientName: r.user_type === 'C' ? (r.user_name ?? null) : null,
});

const CODE_SORT: Record<string, string> = {
  referralcode: 'code',
  code: 'code',
  usertype: 'user_type',
  isactive: 'is_active',
  createdat: 'created_at',
  name: 'user_name COLLATE NOCASE',
  username: 'user_name COLLATE NOCASE',
  vendorname: 'user_name COLLATE NOCASE',
  clientname: 'user_name COLLATE NOCASE',
  codeid: 'id',
  id: 'id',
};

const whole = <T>(items: T[]) => ({
  items,
  totalCount: items.length,
  page: 1,
  pageSize: Math.max(items.length, 1),
});
const TYPES = ['V', 'C'] as const;

export function registerReferrals(r: Router): void {
  r.get('/Referral/v1/all-referral-configs', async (_req, ctx) => ({
    data: whole((await ctx.db.all('SELECT * FROM referral_configs ORDER BY id')).map(mapConfig)),
  }));

  r.put('/Referral/v1/update-referral-config', async (req, ctx) => {
    const f = await req.body();
    const configId = idField(f, ['configId', 'id'])!;
    const referrer = int(f, 'referrerRewardTokens', {
      min: 0,
      minMessage: 'referrerRewardTokens must be 0 or more',
    });
    const referred = int(f, 'referredRewardTokens', {
      min: 0,
      minMessage: 'referredRewardTokens must be 0 or more',
    });
    const referrerType = oneOf(f, 'referrerUserType', TYPES);
    const referredType = oneOf(f, 'referredUserType', TYPES);
    const { changes } = await ctx.db.run(
      `UPDATE referral_configs SET referrer_reward_tokens=COALESCE(?, referrer_reward_tokens), referred_reward_tokens=COALESCE(?, referred_reward_tokens),
        referrer_user_type=COALESCE(?, referrer_user_type), referred_user_type=COALESCE(?, referred_user_type), updated_at=? WHERE id=?`,
      [
        referrer ?? null,
        referred ?? null,
        referrerType ?? null,
        referredType ?? null,
        new Date().toISOString(),
        configId,
      ],
    );
    if (!changes) throw notFound(`Referral config ${configId} not found`);
    return {
      message: 'Referral config updated',
      data: mapConfig((await ctx.db.get('SELECT * FROM referral_configs WHERE id=?', [configId]))!),
    };
  });

  r.get('/Referral/v1/token-mappings', async (_req, ctx) => ({
    data: whole((await ctx.db.all('SELECT * FROM token_mappings ORDER BY id')).map(mapMapping)),
  }));

  r.put('/Referral/v1/update-token-mapping', async (req, ctx) => {
    const f = await req.body();
    const mappingId = idField(f, ['mappingId', 'id'])!;
    const type = str(f, 'redemptionType', { max: 50 });
    const required = int(f, 'requiredTokens', { min: 0, minMessage: 'requiredTokens must be 0 or more' });
    const value = num(f, 'equivalentValue', { min: 0, minMessage: 'equivalentValue must be 0 or more' });
    const { changes } = await ctx.db.run(
      `UPDATE token_mappings SET redemption_type=COALESCE(?, redemption_type), required_tokens=COALESCE(?, required_tokens),
        equivalent_value=COALESCE(?, equivalent_value), updated_at=? WHERE id=?`,
      [type || null, required ?? null, value ?? null, new Date().toISOString(), mappingId],
    );
    if (!changes) throw notFound(`Token mapping ${mappingId} not found`);
    return {
      message: 'Mapping updated',
      data: mapMapping((await ctx.db.get('SELECT * FROM token_mappings WHERE id=?', [mappingId]))!),
    };
  });

  r.get(
    '/Referral/v1/all-referral-codes',
    async (req, ctx) => {
      const paging = parsePaging(req.query, { sortKeys: CODE_SORT, defaultSort: 'referralcode' });
      const data = await ctx.db.page({
        select: '*',
        from: 'FROM referral_codes',
        search: [{ cols: ['code', 'user_name'], index: 'referral_codes' }],
        paging,
        key: 'id',
        map: mapCode,
      });
      return { data };
    },
    { query: PAGING_QUERY },
  );

  r.post('/Referral/v1/update-referral-code', async (req, ctx) => {
    const f = await req.body();
    const codeId = idField(f, ['codeId', 'id'])!;
    const isActive = bool(f, 'isActive');
    const code = str(f, 'referralCode', { max: 20 });
    if (code !== undefined && !/^[A-Za-z0-9]{4,20}$/.test(code))
      throw badRequest('referralCode must be 4-20 letters or digits');
    if (
      code &&
      (await ctx.db.get('SELECT id FROM referral_codes WHERE code = ? COLLATE NOCASE AND id<>?', [
        code,
        codeId,
      ]))
    )
      throw conflict(`Referral code ${code} is already taken`);
    const { changes } = await ctx.db.run(
      'UPDATE referral_codes SET is_active=COALESCE(?, is_active), code=COALESCE(?, code) WHERE id=?',
      [isActive === undefined ? null : isActive ? 1 : 0, code ? code.toUpperCase() : null, codeId],
    );
    if (!changes) throw notFound(`Referral code ${codeId} not found`);
    return {
      message: 'Referral code updated',
      data: mapCode((await ctx.db.get('SELECT * FROM referral_codes WHERE id=?', [codeId]))!),
    };
  });
}
