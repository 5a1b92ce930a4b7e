// A one-line progress display on stderr for long work (DESIGN.md §4: a progress bar on a
// TTY, never mixed with --json output, which goes to stdout). Hand-rolled: redrawn at most
// ten times a second, so it costs nothing measurable on a million rows.

export interface ProgressStream {
  isTTY?: boolean;
  columns?: number;
  write(text: string): boolean;
}

export interface ProgressState {
  rows: number;
  rejected: number;
  /** Bytes read so far and in total (ETA from the share of the file read). */
  bytes: number;
}

function clock(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '--:--';
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

export class ProgressLine {
  private readonly started: number;
  private lastDraw = 0;
  private drawn = false;

  constructor(
    private readonly stream: ProgressStream,
    private readonly label: string,
    private readonly totalBytes: number | undefined,
    /** Milliseconds; passed in so the throttle can be tested without waiting. */
    private readonly now: () => number = () => performance.now(),
  ) {
    this.started = now();
  }

  /** A display only on a TTY and when notes are wanted; otherwise a no-op. */
  static create(stream: ProgressStream, label: string, totalBytes: number | undefined, enabled: boolean, now?: () => number): ProgressLine | undefined {
    return enabled && stream.isTTY ? new ProgressLine(stream, label, totalBytes, now) : undefined;
  }

  update(state: ProgressState, force = false): void {
    const now = this.now();
    if (!force && now - this.lastDraw < 100) return;
    this.lastDraw = now;
    const seconds = (now - this.started) / 1000;
    const rate = seconds > 0 ? state.rows / seconds : 0;
    const parts = [`${this.label} ${state.rows.toLocaleString('en-US')} rows`, `${Math.round(rate).toLocaleString('en-US')} rows/s`];
    if (this.totalBytes && this.totalBytes > 0) {
      const share = Math.min(1, state.bytes / this.totalBytes);
      const width = 20;
      const filled = Math.round(share * width);
      parts.unshift(`[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${String(Math.floor(share * 100)).padStart(3)}%`);
      parts.push(`ETA ${share > 0 ? clock((seconds / share) * (1 - share)) : '--:--'}`);
    }
    parts.push(`rejects ${state.rejected.toLocaleString('en-US')}`);
    const columns = this.stream.columns !== undefined && this.stream.columns > 20 ? this.stream.columns : 120;
    const line = parts.join('  ').slice(0, columns - 1);
    this.stream.write(`\r\x1b[2K${line}`);
    this.drawn = true;
  }

  /** Clears the line so the summary starts on a clean line. */
  finish(): void {
    if (this.drawn) this.stream.write('\r\x1b[2K');
    this.drawn = false;
  }
}
