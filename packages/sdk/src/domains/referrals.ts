import { catalogue } from '../catalogue';
import type { Core } from '../core';
import { toList } from '../transport/page';
import { validateRewardTokens } from '../rules/reviews';
import { tokenMappingErrors } from '../rules/tokenMappings';
import type { CallOptions, Page, PagingPayload } from '../types/common';
import type { ReferralCode, ReferralConfig, TokenMapping } from '../types/referrals';
import {
  check,
  dataCall,
  listCall,
  mutate,
  pager,
  pagingParams,
  type AutoPaging,
  type Mutation,
} from './shared';

const t = catalogue.rewards;

/** Referral reward settings, the token conversion table and referral codes. */
export interface ReferralsApi {
  configs: {
    /** GET /Referral/v1/all-referral-configs (data array or items). */
    list(opts?: CallOptions): Promise<ReferralConfig[]>;
    /** PUT /Referral/v1/update-referral-config with the edited config; reward tokens >= 0. */
    update(config: ReferralConfig, opts?: CallOptions): Promise<Mutation>;
  };
  tokenMappings: {
    /** GET /Referral/v1/token-mappings */
    list(opts?: CallOptions): Promise<TokenMapping[]>;
    /** PUT /Referral/v1/update-token-mapping */
    update(mapping: TokenMapping, opts?: CallOptions): Promise<Mutation>;
  };
  codes: AutoPaging<ReferralCode, PagingPayload> & {
    /** GET /Referral/v1/all-referral-codes (paging payload). */
    list(q?: PagingPayload, opts?: CallOptions): Promise<Page<ReferralCode>>;
    /** POST /Referral/v1/update-referral-code (e.g. its active flag). */
    update(code: Partial<ReferralCode> & { codeId: number }, opts?: CallOptions): Promise<Mutation>;
  };
}

export function referralsApi(core: Core): ReferralsApi {
  const codesList = (q: PagingPayload = {}, opts?: CallOptions) => {
    const params = pagingParams(q);
    return listCall<ReferralCode>(core, 'referrals.codes', params, t.loadCodesFailed, opts, params);
  };
  return {
    configs: {
      list: async (opts) =>
        toList<ReferralConfig>(await dataCall(core, 'referrals.configs', {}, t.loadConfigsFailed, opts)),
      update: async (config, opts) => {
        check(
          validateRewardTokens(config.referrerRewardTokens) ??
            validateRewardTokens(config.referredRewardTokens),
          'referrals.updateConfig',
        );
        const body = {
          ...config,
          referrerRewardTokens: Number(config.referrerRewardTokens),
          referredRewardTokens: Number(config.referredRewardTokens),
        };
        return mutate(core, 'referrals.updateConfig', body, t.updateConfigFailed, t.configUpdated, opts);
      },
    },
    tokenMappings: {
      list: async (opts) =>
        toList<TokenMapping>(await dataCall(core, 'referrals.tokenMappings', {}, t.loadMappingsFailed, opts)),
      update: async (mapping, opts) => {
        check(Object.values(tokenMappingErrors(mapping)), 'referrals.updateTokenMapping');
        return mutate(
          core,
          'referrals.updateTokenMapping',
          { ...mapping },
          t.updateMappingFailed,
          t.mappingUpdated,
          opts,
        );
      },
    },
    codes: {
      list: codesList,
      ...pager(codesList),
      update: (code, opts) =>
        mutate(core, 'referrals.updateCode', { ...code }, t.updateCodeFailed, t.codeUpdated, opts),
    },
  };
}
