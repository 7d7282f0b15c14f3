#!/usr/bin/env node
// Writes vendor/blueprintjs-icons-<version>-slim.tgz: @blueprintjs/icons as published, without what nothing here
// reads. The package is 44,091 files, more than half of node_modules, and npm ci finished unpacking it 20 s after
// every other package on a 2-core machine (npm ci 34-40 s, 14 s without it, 20 s with this copy).
// Kept: lib/esm (what bundlers and TypeScript read), lib/cjs's JavaScript (what Node requires through
// @blueprintjs/core's CommonJS build, e.g. in the component tests), lib/css, next/ and the package's JSON and
// licence. Left out: lib/esnext (a third build, named only by the package's "esnext" field, which no tool here
// reads), src (the TypeScript sources), source maps, TypeScript build info and lib/cjs's declaration files (the
// package's "typings" are lib/esm's). 13,228 files.
// The root package.json installs it in place of the registry's (its devDependency and an override), so every
// Blueprint package gets it. To write it for a version: `node tools/slim-icons.mjs <version>`, then point the
// root package.json's devDependency at the new file and run npm install.
// The archive is the same bytes for the same version (sorted entries, fixed dates and owners, gzip without a name
// or time), so the lockfile's integrity stays right when it is written again.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

// the version is the one the root package.json names (its devDependency's file), not written here again
const version = process.argv[2];
if (!version) {
  console.error('usage: node tools/slim-icons.mjs <version of @blueprintjs/icons, e.g. 6.14.1>');
  process.exit(1);
}
const root = join(import.meta.dirname, '..');
const out = join(root, 'vendor', `blueprintjs-icons-${version}-slim.tgz`);

/** Whether a file of the package (its path inside it, '/'-separated) is left out. */
const leftOut = (path) =>
  path.startsWith('lib/esnext/') ||
  path.startsWith('src/') ||
  path.endsWith('.map') ||
  path.endsWith('.tsbuildinfo') ||
  (path.startsWith('lib/cjs/') && path.endsWith('.d.ts'));

const work = mkdtempSync(join(tmpdir(), 'slim-icons-'));
try {
  const tarball = execFileSync('npm', ['pack', `@blueprintjs/icons@${version}`, '--silent'], {
    cwd: work,
    encoding: 'utf8',
  }).trim();
  execFileSync('tar', ['-xzf', tarball], { cwd: work });
  const pkg = join(work, 'package');
  let kept = 0;
  let removed = 0;
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) {
        walk(full);
        if (readdirSync(full).length === 0) rmSync(full, { recursive: true });
      } else if (leftOut(relative(pkg, full).split('\\').join('/'))) {
        rmSync(full);
        removed++;
      } else kept++;
    }
  };
  walk(pkg);
  mkdirSync(join(root, 'vendor'), { recursive: true });
  const tar = execFileSync(
    'tar',
    [
      '--sort=name',
      '--mtime=@0',
      '--owner=0',
      '--group=0',
      '--numeric-owner',
      '--mode=u+rw,go+r,go-w',
      '-cf',
      '-',
      'package',
    ],
    { cwd: work, maxBuffer: 1 << 30 },
  );
  writeFileSync(out, execFileSync('gzip', ['-9', '-n'], { input: tar, maxBuffer: 1 << 30 }));
  console.log(`slim-icons: ${relative(root, out)}: ${kept} files kept, ${removed} left out`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
