import { UsageError } from './errors';

/** A positive integer id argument. */
export function idArg(v: string, what = 'id'): number {
  const s = v.trim().replace(/^#/, '');
  if (!/^\d+$/.test(s) || Number(s) < 1)
    throw new UsageError(`${what} must be a positive integer (got '${v}')`);
  return Number(s);
}

/** A number option (>= min when given). */
export function numOpt(v: string | undefined, name: string, min?: number): number | undefined {
  if (v === undefined) return undefined;
  const n = Number(v);
  if (v.trim() === '' || !Number.isFinite(n)) throw new UsageError(`${name} must be a number (got '${v}')`);
  if (min !== undefined && n < min) throw new UsageError(`${name} must be at least ${min}`);
  return n;
}

/** true/false/yes/no/1/0 option. */
export function boolOpt(v: string | undefined, name: string): boolean | undefined {
  if (v === undefined) return undefined;
  const s = v.toLowerCase();
  if (['true', 'yes', '1', 'on'].includes(s)) return true;
  if (['false', 'no', '0', 'off'].includes(s)) return false;
  throw new UsageError(`${name} must be true or false (got '${v}')`);
}

const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

/** A file given on the command line as a File (for multipart uploads); images only. */
export async function imageFile(path: string): Promise<File> {
  const { readFile } = await import('node:fs/promises');
  const { basename, extname } = await import('node:path');
  const type = IMAGE_TYPES[extname(path).slice(1).toLowerCase()];
  if (!type) throw new UsageError(`${path}: only image files (png, jpg, gif, webp, svg) can be uploaded`);
  let buf: Buffer;
  try {
    buf = await readFile(path);
  } catch {
    throw new UsageError(`Cannot read ${path}`);
  }
  return new File([new Uint8Array(buf)], basename(path), { type });
}
