import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { badRequest } from './http/envelope';

const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

const TYPES: { ext: string; mime: string; test: (b: Uint8Array) => boolean }[] = [
  {
    ext: 'png',
    mime: 'image/png',
    test: (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47,
  },
  { ext: 'jpg', mime: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    ext: 'gif',
    mime: 'image/gif',
    test: (b) => b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x38,
  },
  {
    ext: 'webp',
    mime: 'image/webp',
    test: (b) =>
      b[0] === 0x52 &&
      b[1] === 0x49 &&
      b[2] === 0x46 &&
      b[3] === 0x46 &&
      b[8] === 0x57 &&
      b[9] === 0x45 &&
      b[10] === 0x42 &&
      b[11] === 0x50,
  },
  { ext: 'bmp', mime: 'image/bmp', test: (b) => b[0] === 0x42 && b[1] === 0x4d },
];

const NAME_RE = /^[A-Za-z0-9_-]{1,64}\.(png|jpg|gif|webp|bmp)$/;

/**
 * Uploaded images under `<dataDir>/uploads`. The database keeps the relative name
 * (`uploads/abc.png`); responses carry an absolute URL on the API host, built at answer time
 * so a restart on another port still hands out working links.
 */
export class Files {
  readonly dir: string;
  baseUrl = '';

  constructor(dataDir: string) {
    this.dir = join(dataDir, 'uploads');
    mkdirSync(this.dir, { recursive: true });
  }

  /** Checks and stores one image; 400 for anything that is not an image or is over 5 MB. */
  async save(file: File, field: string): Promise<string> {
    if (file.size > MAX_UPLOAD_BYTES) throw badRequest(`${field}: file is larger than 5 MB`);
    if (file.size === 0) throw badRequest(`${field}: file is empty`);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = TYPES.find((t) => t.test(bytes));
    if (!type) throw badRequest(`${field}: only image files are accepted (PNG, JPEG, GIF, WebP, BMP)`);
    const name = `${randomBytes(12).toString('hex')}.${type.ext}`;
    await writeFile(join(this.dir, name), bytes);
    return `uploads/${name}`;
  }

  /** Writes bytes already known to be an image (seed data). */
  async saveBytes(bytes: Uint8Array, name: string): Promise<string> {
    await writeFile(join(this.dir, name), bytes);
    return `uploads/${name}`;
  }

  url(rel: string | null | undefined): string | null {
    if (!rel) return null;
    if (/^https?:\/\//i.test(rel)) return rel;
    return `${this.baseUrl}/${rel}`;
  }

  /** Maps a URL (or relative name) this server handed out back to its stored name; undefined if foreign. */
  relative(urlOrRel: string): string | undefined {
    const m = /(?:^|\/)uploads\/([A-Za-z0-9_.-]+)$/.exec(urlOrRel.trim());
    return m && NAME_RE.test(m[1]) ? `uploads/${m[1]}` : undefined;
  }

  async remove(rel: string | null | undefined): Promise<void> {
    const r = rel ? this.relative(rel) : undefined;
    // seeded images are shared between records; they stay
    if (r && !r.startsWith('uploads/seed-'))
      await unlink(join(this.dir, r.slice('uploads/'.length))).catch(() => undefined);
  }

  /** GET /uploads/<name>: the bytes and their type, or undefined. */
  async read(name: string): Promise<{ bytes: Buffer; mime: string } | undefined> {
    if (!NAME_RE.test(name)) return undefined;
    const ext = name.slice(name.lastIndexOf('.') + 1);
    const mime = TYPES.find((t) => t.ext === ext)?.mime ?? 'application/octet-stream';
    try {
      return { bytes: await readFile(join(this.dir, name)), mime };
    } catch {
      return undefined;
    }
  }
}
