// Each request's logger (fastify's request.log), made only when the request logs something.
//
// Fastify gives every request a child of the server's logger bound to its request id, and pino
// builds a child eagerly (its bindings serialised to JSON text at once). Most requests never
// log — with `serve --quiet` none of the successful ones do — so that child was pure cost on
// every request (a few µs of a POST /person's CPU). This stands in for it: the same methods,
// and the real child is made on the first line that is let out, with the same bindings, so
// the lines are exactly what they were.
import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, Level, LevelWithSilentOrString, Logger } from 'pino';

type LogArguments = Parameters<Logger['info']>;

export class LazyRequestLogger {
  #child: Logger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  /** The real child, made on first need. */
  #real(): Logger {
    return (this.#child ??= this.parent.child(this.bindings, this.options));
  }

  /** Whether the child has been made (for tests). */
  get made(): boolean {
    return this.#child !== undefined;
  }

  get level(): LevelWithSilentOrString {
    return (this.#child ?? this.parent).level;
  }

  set level(level: LevelWithSilentOrString) {
    this.#real().level = level;
  }

  isLevelEnabled(level: LevelWithSilentOrString): boolean {
    return (this.#child ?? this.parent).isLevelEnabled(level);
  }

  fatal(...args: LogArguments): void {
    this.write('fatal', args);
  }

  error(...args: LogArguments): void {
    this.write('error', args);
  }

  warn(...args: LogArguments): void {
    this.write('warn', args);
  }

  info(...args: LogArguments): void {
    this.write('info', args);
  }

  debug(...args: LogArguments): void {
    this.write('debug', args);
  }

  trace(...args: LogArguments): void {
    this.write('trace', args);
  }

  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): Logger {
    return this.#real().child(bindings, options);
  }

  private write(level: Level, args: LogArguments): void {
    if (!this.isLevelEnabled(level)) return;
    (this.#real()[level] as (...a: LogArguments) => void)(...args);
  }
}

/** Fastify's `childLoggerFactory`: a lazy child per request. */
export function lazyChildLoggerFactory(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  return new LazyRequestLogger(logger as Logger, bindings, options) as unknown as FastifyBaseLogger;
}
