// A progress bar on stderr, only on a TTY and never mixed into --json output; lines
// printed while it runs go to stdout above it.
import type { CliContext } from './context.js';

export interface Progress {
  tick(): void;
  log(line: string): void;
  stop(): void;
}


export function createProgress(ctx: CliContext, total: number, label: string): Progress {
  const stderr = ctx.out.stderr;
  const enabled = Boolean(stderr.isTTY) && !ctx.config.quiet && total > 1;
  let done = 0;
  const started = Date.now();
  const draw = () => {
    if (!enabled) return;
    const elapsed = (Date.now() - started) / 1000;
    const rate = done / Math.max(elapsed, 0.001);
    const eta = rate > 0 ? Math.round((total - done) / rate) : 0;
    const width = 24;
    const filled = Math.round((done / total) * width);
    stderr.write(`\r${label} [${'█'.repeat(filled)}${'░'.repeat(width - filled)}] ${done}/${total} ${rate.toFixed(1)}/s ETA ${eta}s `);
  };
  const clear = () => enabled && stderr.write('\r\u001B[2K');
  return {
    tick() {
      done++;
      draw();
    },
    log(line: string) {
      clear();
      ctx.out.stdout.write(`${line}\n`);
      draw();
    },
    stop() {
      clear();
    },
  };
}
