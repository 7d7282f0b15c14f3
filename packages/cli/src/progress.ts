/**
 * A progress line on stderr (never stdout). On a terminal it is redrawn in place; otherwise a
 * plain line is printed at every tenth of the work, so CI logs show progress without noise.
 */
export class Progress {
  private done = 0;
  private lastDecile = -1;
  private lastDraw = 0;
  private extra = '';
  constructor(
    private readonly err: NodeJS.WritableStream,
    private readonly tty: boolean,
    private readonly label: string,
    private total: number | undefined = undefined,
    private readonly enabled = true,
  ) {}

  setTotal(total: number | undefined): void {
    this.total = total;
  }

  tick(n = 1, extra = ''): void {
    this.update(this.done + n, this.total, extra);
  }

  /** Where the work stands now (the SDK's operations report totals, not steps). */
  update(done: number, total = this.total, extra = ''): void {
    this.done = done;
    this.total = total;
    this.extra = extra;
    this.draw(false);
  }

  private line(): string {
    const t = this.total;
    if (!t) return `${this.label} ${this.done}${this.extra ? ' ' + this.extra : ''}`;
    const ratio = Math.min(1, this.done / t);
    const width = 24;
    const full = Math.round(ratio * width);
    return `${this.label} [${'#'.repeat(full)}${'-'.repeat(width - full)}] ${this.done}/${t} ${Math.floor(ratio * 100)}%${this.extra ? ' ' + this.extra : ''}`;
  }

  private draw(final: boolean): void {
    if (!this.enabled) return;
    if (this.tty) {
      const now = Date.now();
      if (!final && now - this.lastDraw < 80) return;
      this.lastDraw = now;
      this.err.write(`\r\x1b[2K${this.line()}`);
      if (final) this.err.write('\n');
      return;
    }
    const decile = this.total ? Math.floor((this.done / this.total) * 10) : -1;
    if ((final && decile !== this.lastDecile) || (this.total && decile > this.lastDecile)) {
      this.lastDecile = decile;
      this.err.write(this.line() + '\n');
    }
  }

  finish(): void {
    this.draw(true);
  }
}
