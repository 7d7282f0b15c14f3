// The OpenAPI document shipped in the SDK names the same calls as `mpa api --list`.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { expect, it } from 'vitest';
import { runInProcess } from './helpers';

it('mpa api --list and @marketplace-admin/sdk/openapi.json list the same endpoints, with the same method and path', async () => {
  const r = await runInProcess(['api', '--list'], { MPA_CONFIG_DIR: tmpdir() });
  expect(r.code).toBe(0);
  const listed = r.stdout
    .trim()
    .split('\n')
    .map((l) => {
      const [name, method, host, path] = l.trim().split(/\s+/);
      return `${name} ${method} ${host === 'auth' ? 'auth ' : ''}${path}`;
    });
  const doc = JSON.parse(
    readFileSync(createRequire(import.meta.url).resolve('@marketplace-admin/sdk/openapi.json'), 'utf8'),
  );
  const documented = Object.entries(
    doc.paths as Record<string, Record<string, { operationId: string; servers?: unknown[] }>>,
  ).flatMap(([path, item]) =>
    Object.entries(item).map(
      ([method, op]) => `${op.operationId} ${method.toUpperCase()} ${op.servers ? 'auth ' : ''}${path}`,
    ),
  );
  expect(listed.length).toBeGreaterThan(50);
  expect(documented.sort()).toEqual(listed.sort());
});
