import { describe, expect, it } from 'vitest';
import { catalogue, createClient, isMpaError, tokenMappingErrors, tokenMappingOf } from '../src/index';

const t = catalogue.rewards;
const draft = (requiredTokens: string | number, equivalentValue: string | number = '10', type = 'UPI') => ({
  redemptionType: type,
  requiredTokens,
  equivalentValue,
});

describe("a token mapping's rule (the panel's form and mpa token-mappings update)", () => {
  it.each([
    ['2.5', { requiredTokens: t.mappingTokensWhole }],
    ['-1', { requiredTokens: t.mappingTokensMin }],
    ['', { requiredTokens: t.mappingTokensMin }],
    ['  ', { requiredTokens: t.mappingTokensMin }],
    ['ten', { requiredTokens: t.mappingTokensMin }],
    ['1e3', {}],
    ['0', {}],
    [7, {}],
  ])('required tokens %j: %j', (tokens, errors) => {
    expect(tokenMappingErrors(draft(tokens))).toEqual(errors);
  });

  it('the equivalent value is any number of 0 or more; the type is required', () => {
    expect(tokenMappingErrors(draft('1', '2.5'))).toEqual({});
    expect(tokenMappingErrors(draft('1', '-0.5'))).toEqual({ equivalentValue: t.mappingValueMin });
    expect(tokenMappingErrors(draft('1', ''))).toEqual({ equivalentValue: t.mappingValueMin });
    expect(tokenMappingErrors(draft('1', '1', ' '))).toEqual({ redemptionType: t.mappingTypeRequired });
  });

  it('the mapping sent: trimmed type, numbers', () => {
    expect(tokenMappingOf(3, draft(' 1e3 ', '2.50', ' Bank '))).toEqual({
      mappingId: 3,
      redemptionType: 'Bank',
      requiredTokens: 1000,
      equivalentValue: 2.5,
    });
  });

  it('the typed update refuses a mapping the rule refuses, before any call', async () => {
    let calls = 0;
    const client = createClient({
      authBaseUrl: 'http://127.0.0.1:9',
      apiBaseUrl: 'http://127.0.0.1:9',
      fetch: async () => {
        calls++;
        throw new Error('no call expected');
      },
    });
    const failure = await client.referrals.tokenMappings
      .update({ mappingId: 1, redemptionType: 'UPI', requiredTokens: 2.5, equivalentValue: 1 })
      .catch((e: unknown) => e);
    expect(isMpaError(failure) && failure.kind).toBe('validation');
    expect((failure as Error).message).toBe(t.mappingTokensWhole);
    expect(calls).toBe(0);
  });
});
