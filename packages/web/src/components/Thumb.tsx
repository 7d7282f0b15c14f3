/** A row's picture in a grid cell (a small square, dataGrid.css), or the empty square where it has none. */
export function Thumb({ src, alt }: { src: string | null | undefined; alt: string }) {
  return src ? <img className="mpa-thumb" src={src} alt={alt} /> : <span className="mpa-thumb" aria-hidden />;
}
