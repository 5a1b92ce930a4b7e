// The HTTP client under RemoteService: Node's fetch, a per-request timeout, retries with
// backoff for idempotent requests on 429/502/503/504 honouring Retry-After, and the error
// body of DESIGN.md §3 mapped back to the error hierarchy (so exit codes match local mode).
import {
  ConflictError, ForbiddenError, InternalError, NotFoundError, PayloadTooLargeError, RateLimitedError,
  UnauthorizedError, UnavailableError, UnprocessableError, UnsupportedMediaTypeError, ValidationError,
  type FieldIssue, type RecruitError,
} from '../domain/errors.js';
import { Readable, Transform } from 'node:stream';

export interface HttpClientOptions {
  baseUrl: string;
  token: string | undefined;
  timeoutMs: number;
  /** Attempts for idempotent requests (GET, PUT, DELETE); POST is never retried. */
  maxAttempts?: number;
  /** Upper bound of one wait between attempts. */
  maxBackoffMs?: number;
  sleep?: (ms: number) => Promise<void>;
  /**
   * What a rate limit (429) does: without `wait` the call fails at once with RateLimitedError
   * (a one-off command reports "rate limited, retry in N s", exit 7, rather than hang
   * silently); with it the call waits Retry-After, says so through `onWait`, and retries (a
   * 429 means the request was not carried out, so a POST may be sent again). Read on every
   * 429: a bulk command turns `wait` on after the client is made.
   */
  rateLimit?: RateLimitPolicy;
}

export interface RateLimitPolicy {
  wait: boolean;
  onWait?: (seconds: number) => void;
}

export interface HttpResponse {
  status: number;
  headers: Headers;
  body: Uint8Array;
}

/** A 2xx response whose body is read as it arrives (downloads), not into memory first. */
export interface StreamedHttpResponse {
  status: number;
  headers: Headers;
  body: Readable;
}

/** A request body sent as it is (upload). */
class RawBody {
  constructor(readonly payload: Uint8Array, readonly headers: Record<string, string>) {}
}

const RETRYABLE = new Set([502, 503, 504]);
/** Waits for one call under a rate limit: enough for an import to outlast any sane limit, not forever. */
const MAX_RATE_LIMIT_WAITS = 1_000;
const IDEMPOTENT = new Set(['GET', 'PUT', 'DELETE', 'HEAD']);

export class HttpClient {
  private readonly base: URL;
  constructor(private readonly options: HttpClientOptions) {
    try {
      this.base = new URL(options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
    } catch {
      throw new ValidationError(`--remote "${options.baseUrl}" is not a URL`, [], 'e.g. --remote http://127.0.0.1:8080');
    }
    if (this.base.protocol !== 'http:' && this.base.protocol !== 'https:') {
      throw new ValidationError(`--remote must be an http:// or https:// URL, not ${this.base.protocol}`);
    }
  }

  url(path: string): URL {
    return new URL(path.replace(/^\//, ''), this.base);
  }

  /** JSON request → parsed JSON body of a 2xx response; errors are thrown typed. */
  async json<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await this.request(method, path, body);
    try {
      return JSON.parse(Buffer.from(response.body).toString('utf8')) as T;
    } catch {
      throw new UnavailableError(`the server at ${this.base.origin} sent a response that is not JSON`);
    }
  }

  async request(method: string, path: string, body?: unknown): Promise<HttpResponse> {
    return (await this.send(method, path, body, false)) as HttpResponse;
  }

  /**
   * POST of a body that is not JSON (a bulk import's rows): sent as given with its own
   * headers, answered like `request` (typed errors; a POST is not retried here).
   */
  async upload(path: string, payload: Uint8Array, headers: Record<string, string>): Promise<HttpResponse> {
    return (await this.send('POST', path, new RawBody(payload, headers), false)) as HttpResponse;
  }

  /**
   * GET of a file: the 2xx body is a stream read as it arrives, so a 20 MB document never sits
   * whole in memory. The timeout then bounds each wait for data, not the whole
   * download; a body cut off midway fails the stream with UnavailableError.
   */
  async download(path: string): Promise<StreamedHttpResponse> {
    return (await this.send('GET', path, undefined, true)) as StreamedHttpResponse;
  }

  private async send(method: string, path: string, body: unknown, streaming: boolean): Promise<HttpResponse | StreamedHttpResponse> {
    const attempts = IDEMPOTENT.has(method) ? (this.options.maxAttempts ?? 4) : 1;
    const sleep = this.options.sleep ?? ((ms: number) => new Promise((r) => setTimeout(r, ms)));
    let rateLimitWaits = 0;
    for (let attempt = 1; ; attempt++) {
      const response = await this.once(method, path, body, streaming);
      if (response.status >= 200 && response.status < 300) return response;
      if (!(response.body instanceof Uint8Array)) throw new InternalError('an error response was streamed');
      const policy = this.options.rateLimit;
      if (response.status === 429 && policy?.wait && rateLimitWaits < MAX_RATE_LIMIT_WAITS) {
        rateLimitWaits++;
        attempt--;
        const seconds = retryAfterSeconds(response.headers.get('retry-after')) ?? Math.min(2 ** rateLimitWaits, 30);
        policy.onWait?.(seconds);
        // A little past Retry-After (whole seconds, rounded up by the server) and spread, so
        // the requests waiting together do not all come back in the same millisecond.
        await sleep(seconds * 1000 + Math.random() * 250);
        continue;
      }
      const wait = attempt < attempts && RETRYABLE.has(response.status)
        ? this.backoff(attempt, response.headers.get('retry-after'))
        : undefined;
      if (wait !== undefined) {
        await sleep(wait);
        continue;
      }
      throw errorFromResponse(response as HttpResponse, this.base.origin);
    }
  }

  /** How long to wait before the next attempt, or undefined when the server asks for longer than we wait. */
  private backoff(attempt: number, retryAfter: string | null): number | undefined {
    const max = this.options.maxBackoffMs ?? 30_000;
    const seconds = retryAfterSeconds(retryAfter);
    // Retrying before Retry-After would only be refused again: report it instead.
    if (seconds !== undefined) return seconds * 1000 <= max ? seconds * 1000 : undefined;
    const exponential = 200 * 2 ** (attempt - 1);
    return Math.min(exponential + Math.random() * exponential, max);
  }

  private async once(method: string, path: string, body: unknown, streaming = false): Promise<HttpResponse | StreamedHttpResponse> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.options.token) headers['authorization'] = `Bearer ${this.options.token}`;
    let payload: string | Uint8Array | undefined;
    if (body instanceof RawBody) {
      Object.assign(headers, body.headers);
      payload = body.payload;
    } else if (body !== undefined) {
      headers['content-type'] = 'application/json; charset=utf-8';
      payload = JSON.stringify(body);
    }
    let response: Response;
    // One timer: until the answer is in, and then (streaming) between chunks of the body.
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => controller.abort(TIMED_OUT), this.options.timeoutMs);
    };
    arm();
    try {
      response = await fetch(this.url(path), {
        method,
        headers,
        ...(payload === undefined ? {} : { body: payload }),
        signal: controller.signal,
      });
      if (streaming && response.ok && response.body) {
        return { status: response.status, headers: response.headers, body: this.streamBody(response.body, arm, () => clearTimeout(timer), controller) };
      }
      const bytes = new Uint8Array(await response.arrayBuffer());
      clearTimeout(timer);
      return { status: response.status, headers: response.headers, body: bytes };
    } catch (error) {
      clearTimeout(timer);
      const reason = controller.signal.reason === TIMED_OUT || (error as Error).name === 'TimeoutError'
        ? `no answer within ${this.options.timeoutMs} ms`
        : describeNetworkError(error);
      throw new UnavailableError(`cannot reach ${this.base.origin}: ${reason}`, {
        hint: 'check --remote and that `recruit serve` is running',
        cause: error,
      });
    }
  }

  /** The body as a Node stream that re-arms the timer on each chunk and fails with UnavailableError when cut off. */
  private streamBody(body: ReadableStream<Uint8Array>, arm: () => void, disarm: () => void, controller: AbortController): Readable {
    const source = Readable.fromWeb(body as import('node:stream/web').ReadableStream<Uint8Array>);
    const origin = this.base.origin;
    const timeoutMs = this.options.timeoutMs;
    const out = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        arm();
        done(null, chunk);
      },
      flush(done) {
        disarm();
        done();
      },
    });
    source.on('error', (error) => {
      disarm();
      const reason = controller.signal.reason === TIMED_OUT ? `no data for ${timeoutMs} ms` : describeNetworkError(error);
      out.destroy(new UnavailableError(`the download from ${origin} broke off: ${reason}`, { cause: error }));
    });
    // The reader gave up (an error writing the file): stop the transfer and the timer.
    out.on('close', () => {
      disarm();
      if (!source.readableEnded) source.destroy();
    });
    source.pipe(out);
    return out;
  }
}

/** The abort reason of the request timer (a timeout, not a network failure). */
const TIMED_OUT = Symbol('timed out');

/** Retry-After is either delay-seconds or an HTTP-date (RFC 9110 §10.2.3). */
export function retryAfterSeconds(header: string | null, now: number = Date.now()): number | undefined {
  if (header === null) return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

function describeNetworkError(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}

interface ErrorBody {
  error?: { code?: string; message?: string; details?: unknown };
}

export function errorFromResponse(response: HttpResponse, origin: string): RecruitError {
  let body: ErrorBody = {};
  try {
    body = JSON.parse(Buffer.from(response.body).toString('utf8')) as ErrorBody;
  } catch {
    // not our error body (a proxy page, say): fall back to the status alone
  }
  const message = body.error?.message ?? `the server answered HTTP ${response.status}`;
  const details = body.error?.details;
  switch (response.status) {
    case 400:
      return new ValidationError(message, Array.isArray(details) ? (details as FieldIssue[]) : []);
    case 401:
      return new UnauthorizedError(message, { hint: 'give a token with --token or RECRUIT_TOKEN' });
    case 403:
      return new ForbiddenError(message, { hint: 'this needs a token with write scope' });
    case 404:
    case 405: // the path exists, the method does not: no such operation here
      // details kept: an erased person's 404 says when
      return new NotFoundError(message, details === undefined ? {} : { details });
    case 409:
      return new ConflictError(message, { details });
    case 413:
      return new PayloadTooLargeError(message);
    case 415:
      return new UnsupportedMediaTypeError(message);
    case 422:
      return new UnprocessableError(message);
    case 429: {
      const seconds = retryAfterSeconds(response.headers.get('retry-after'));
      const limit = message.replace(/^rate limited:\s*/, '');
      return new RateLimitedError(
        `rate limited, retry in ${seconds ?? 'a few'} s (${limit})`,
        seconds,
        '--wait (or RECRUIT_WAIT=1) waits for it',
      );
    }
    default:
      if (response.status >= 500) return new UnavailableError(`${origin} failed: ${message}`);
      return new InternalError(`unexpected HTTP ${response.status} from ${origin}`);
  }
}
