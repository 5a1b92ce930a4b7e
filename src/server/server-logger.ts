// The logger of `recruit serve`: pino, JSON lines (or a short human line with
// --log-format pretty) on stderr, written by sonic-boom asynchronously. A slow or stuck
// stderr pipe (a log shipper that stalls) must not stall requests: lines are buffered and
// written off the request path (pino.destination, sonic-boom), and beyond `maxBufferBytes` they are dropped, and counted,
// rather than held until memory runs out.
import { pino, type Logger, type LevelWithSilent } from 'pino';

export type LogFormat = 'json' | 'pretty';
export const LOG_FORMATS: readonly LogFormat[] = ['json', 'pretty'];
export const LOG_LEVELS: readonly LevelWithSilent[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export interface ServerLoggerOptions {
  format: LogFormat;
  level: LevelWithSilent;
  /** File descriptor to write to (default 2, stderr). */
  fd?: number;
  /** Lines buffered while the destination is slow before new ones are dropped (default 16 MB). */
  maxBufferBytes?: number;
}

export interface ServerLogger {
  logger: Logger;
  /** Lines dropped because the destination did not keep up. */
  dropped(): number;
  /** Writes what is buffered (bounded wait: a stuck pipe does not hold the exit). */
  flush(timeoutMs?: number): Promise<void>;
}

const PRETTY_SKIP = new Set(['level', 'time', 'msg', 'reqId', 'method', 'route', 'status', 'ms']);
const LEVEL_NAMES: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

/** One JSON log line as a terminal line: time, level, the request's essentials, then the rest as key=value. */
export function prettyLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  const time = typeof entry['time'] === 'number' ? new Date(entry['time']).toISOString().slice(11, 23) : '';
  const level = (LEVEL_NAMES[entry['level'] as number] ?? String(entry['level'])).padEnd(5);
  const request = entry['route'] === undefined
    ? ''
    : ` ${String(entry['method'])} ${String(entry['route'])} ${String(entry['status'])} ${String(entry['ms'])} ms`;
  const rest = Object.entries(entry)
    .filter(([key, value]) => !PRETTY_SKIP.has(key) && value !== undefined)
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  if (typeof entry['reqId'] === 'string') rest.push(`req=${entry['reqId'].slice(0, 8)}`);
  return `${time} ${level} ${String(entry['msg'] ?? '')}${request}${rest.length > 0 ? ` ${rest.join(' ')}` : ''}\n`;
}

export function createServerLogger(options: ServerLoggerOptions): ServerLogger {
  let dropped = 0;
  const destination = pino.destination({
    dest: options.fd ?? 2,
    sync: false,
    // Lines are gathered into writes of at least 4 KB; a quiet server's lines go out within a second.
    minLength: 4096,
    periodicFlush: 1000,
    maxLength: options.maxBufferBytes ?? 16 * 1024 * 1024,
  });
  destination.on('drop', () => {
    dropped++;
  });
  // A closed stderr (EPIPE) must not end the server.
  destination.on('error', () => undefined);
  const stream = options.format === 'pretty'
    ? { write: (line: string) => destination.write(prettyLine(line)) }
    : destination;
  const logger = pino({ base: null, level: options.level }, stream);
  return {
    logger,
    dropped: () => dropped,
    flush(timeoutMs = 2_000) {
      return new Promise((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        timer.unref();
        destination.flush(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
  };
}
