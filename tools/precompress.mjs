// Precompressed copies of the files a server sends as they are (tools/panel-server.mjs, nginx's gzip_static and
// brotli_static in deploy/): brotli at quality 11 and gzip -9, made once at build time instead of per request.
import { Buffer } from 'node:buffer';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** @param {Buffer} data @returns {Promise<{ br: Buffer, gzip: Buffer }>} */
export async function compress(data) {
  const [br, gzipped] = await Promise.all([
    brotli(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    }),
    gz(data, { level: 9 }),
  ]);
  return { br, gzip: gzipped };
}

/** Writes `file`, and `file.br` and `file.gz` beside it. @param {string} file @param {string | Buffer} content */
export async function writeWithCompressed(file, content) {
  const data = Buffer.from(content);
  const { br, gzip: gzipped } = await compress(data);
  await Promise.all([writeFile(file, data), writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
}

/**
 * A Vite plugin: `file.br` and `file.gz` beside every emitted JS, CSS, HTML, SVG and JSON file over 1 KB (the
 * browser transfers about a quarter of the bytes, with no compression work per request).
 * @returns {import('vite').Plugin}
 */
export function precompress() {
  return {
    name: 'mpa-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      await Promise.all(
        Object.values(bundle).map(async (out) => {
          if (!/\.(js|css|html|svg|json)$/.test(out.fileName)) return;
          const data = Buffer.from(out.type === 'chunk' ? out.code : out.source);
          if (data.length < 1024) return;
          const { br, gzip: gzipped } = await compress(data);
          const file = join(dir, out.fileName);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
        }),
      );
    },
  };
}
