import { catalogue } from '../catalogue';
import type { TokenMapping } from '../types/referrals';

/** A token mapping as typed (a form's text or a flag's value) or as read. */
export interface TokenMappingDraft {
  redemptionType: string;
  requiredTokens: string | number;
  equivalentValue: string | number;
}

export type TokenMappingErrors = Partial<Record<keyof TokenMappingDraft, string>>;

/** A number of 0 or more, from text as typed ('' is no number); NaN otherwise. */
const atLeastZero = (v: string | number): number => {
  const n = typeof v === 'number' ? v : v.trim() === '' ? NaN : Number(v.trim());
  return Number.isFinite(n) && n >= 0 ? n : NaN;
};

/**
 * The problems of a token mapping, by field (none: `{}`). The type is required; required tokens are a whole
 * number of 0 or more; the equivalent value is a number of 0 or more. The panel's form and mpa give the same
 * answers: '2.5' tokens is not whole, '-1' and '' are under 0, '1e3' is 1000.
 */
export function tokenMappingErrors(d: TokenMappingDraft): TokenMappingErrors {
  const t = catalogue.rewards;
  const errors: TokenMappingErrors = {};
  if (d.redemptionType.trim() === '') errors.redemptionType = t.mappingTypeRequired;
  const tokens = atLeastZero(d.requiredTokens);
  if (Number.isNaN(tokens)) errors.requiredTokens = t.mappingTokensMin;
  else if (!Number.isInteger(tokens)) errors.requiredTokens = t.mappingTokensWhole;
  if (Number.isNaN(atLeastZero(d.equivalentValue))) errors.equivalentValue = t.mappingValueMin;
  return errors;
}

/** The mapping to send, from a draft without problems ({@link tokenMappingErrors}): trimmed type, numbers. */
export function tokenMappingOf(mappingId: number, d: TokenMappingDraft): TokenMapping {
  return {
    mappingId,
    redemptionType: d.redemptionType.trim(),
    requiredTokens: atLeastZero(d.requiredTokens),
    equivalentValue: atLeastZero(d.equivalentValue),
  };
}
