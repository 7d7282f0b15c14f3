// The OpenAPI document the build ships (dist/openapi.json), validated by Redocly's OpenAPI linter.
import { readFileSync } from 'node:fs';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../src/index';

const file = new URL('../dist/openapi.json', import.meta.url);
const text = readFileSync(file, 'utf8'); // built by `npm run build` (Nx builds before test)
const doc = JSON.parse(text);
const operations = Object.entries(
  doc.paths as Record<string, Record<string, { operationId: string; responses: Record<string, any> }>>,
).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => ({ path, method: method.toUpperCase(), ...op })),
);

describe('dist/openapi.json', () => {
  it("is valid OpenAPI 3.1: no errors from Redocly; the only warning is the spec's own ambiguous paths", async () => {
    expect(doc.openapi).toBe('3.1.0');
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: text, absoluteRef: file.pathname, config });
    expect(problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message}`)).toEqual(
      [],
    );
    expect([...new Set(problems.map((p) => p.ruleId))].filter((r) => r !== 'no-ambiguous-paths')).toEqual([]);
  });

  it('has one operation per endpoint of the table, with its method and path', () => {
    expect(operations.map((o) => o.operationId).sort()).toEqual(Object.keys(endpoints).sort());
    for (const o of operations) {
      const def = endpoints[o.operationId as keyof typeof endpoints];
      expect([o.method, o.path]).toEqual([def.method, def.path]);
    }
  });

  it('describes answers with the response schemas: a list of vendors, a redemption request, a bad token', () => {
    const vendorList =
      doc.paths['/Vendors/v1'].get.responses['200'].content['application/json'].schema.properties.data;
    expect(vendorList.anyOf[0].properties.items.items).toEqual({ $ref: '#/components/schemas/Vendor' });
    expect(doc.components.schemas.Vendor.required).toEqual(['id', 'name', 'mobileNo']);
    expect(doc.components.schemas.Vendor.properties.email).toEqual({
      anyOf: [{ type: 'string' }, { type: 'null' }],
    });
    expect(
      doc.paths['/Redemption/v1/redeem'].post.responses['200'].content['application/json'].schema.properties
        .data,
    ).toEqual({
      $ref: '#/components/schemas/RedemptionRequest',
    });
    expect(doc.paths['/Vendors/v1'].get.responses['401']).toEqual({
      $ref: '#/components/responses/Unauthorized',
    });
    expect(
      doc.paths['/redemptionrequest/v1/pending'].get.parameters
        .map((p: { name?: string }) => p.name)
        .filter(Boolean),
    ).toEqual(['Page', 'PageSize', 'SortBy', 'Search', 'SortDescending', 'Status']);
  });
});
