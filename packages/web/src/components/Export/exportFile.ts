import { encoderFor, exportList, type ExportListOptions, type PagedSource } from '@marketplace-admin/sdk';

/** A list as a file, one Blob part per page (never one string in memory). */
export async function exportToBlob<T, Q>(
  source: PagedSource<T, Q>,
  o: ExportListOptions<T, Q>,
): Promise<{ blob: Blob; rows: number }> {
  const parts: BlobPart[] = [];
  let rows = 0;
  for await (const chunk of exportList(source, {
    ...o,
    onProgress: (p) => ((rows = p.done), o.onProgress?.(p)),
  }))
    parts.push(new Blob([chunk]));
  return { blob: new Blob(parts, { type: encoderFor(o.format).mediaType }), rows };
}

/** Hands a Blob to the browser as a download named `fileName`. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
