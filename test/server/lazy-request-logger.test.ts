// A request's logger is made only when the request logs (lazy-request-logger.ts): the lines it
// writes are the ones pino's own child wrote, with the request id, and a request that logs
// nothing never makes a child. A real pino logger into a stream; the server through inject.
import { Writable } from 'node:stream';
import { pino, type Logger } from 'pino';
import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { LazyRequestLogger, lazyChildLoggerFactory } from '../../src/server/lazy-request-logger.js';

function capture(level: string): { logger: Logger; lines: () => Record<string, unknown>[] } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  const logger = pino({ level, base: null, timestamp: false }, stream);
  const lines = () => chunks.join('').trim().split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>);
  return { logger, lines };
}

describe('lazy request logger', () => {
  it('writes what the eager child wrote, bindings and all', () => {
    const eager = capture('info');
    const lazy = capture('info');
    eager.logger.child({ reqId: 'r-1' }).warn({ code: 'conflict' }, 'request failed');
    new LazyRequestLogger(lazy.logger, { reqId: 'r-1' }, {}).warn({ code: 'conflict' }, 'request failed');
    expect(lazy.lines()).toEqual(eager.lines());
    expect(lazy.lines()[0]).toMatchObject({ reqId: 'r-1', code: 'conflict', msg: 'request failed' });
  });

  it('makes no child for lines below the level, and one for the first line let out', () => {
    const { logger, lines } = capture('warn');
    let children = 0;
    const counted = Object.assign(Object.create(logger) as Logger, {
      child: (...args: Parameters<Logger['child']>) => {
        children++;
        return logger.child(...args);
      },
    });
    const lazy = new LazyRequestLogger(counted, { reqId: 'r-2' }, {});
    lazy.info('not let out');
    lazy.debug('not let out');
    expect(lazy.isLevelEnabled('info')).toBe(false);
    expect(children).toBe(0);
    expect(lazy.made).toBe(false);
    lazy.error('let out');
    lazy.error('again');
    expect(children).toBe(1);
    expect(lines().map((line) => line['msg'])).toEqual(['let out', 'again']);
  });

  it('is what fastify gives each request: request.log lines carry the request id', async () => {
    const { logger, lines } = capture('info');
    const app = Fastify({
      loggerInstance: logger, childLoggerFactory: lazyChildLoggerFactory, disableRequestLogging: true, genReqId: () => 'req-7',
    });
    app.get('/quiet', async () => ({ ok: true }));
    app.get('/loud', async (request) => {
      request.log.info({ route: '/loud' }, 'hello');
      return { ok: true };
    });
    await app.inject({ url: '/quiet' });
    expect(lines()).toEqual([]);
    await app.inject({ url: '/loud' });
    expect(lines()).toEqual([expect.objectContaining({ reqId: 'req-7', route: '/loud', msg: 'hello' })]);
    await app.close();
  });
});
