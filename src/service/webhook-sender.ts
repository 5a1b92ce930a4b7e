// Sends one signed delivery: JSON body, a hard time limit for the whole exchange, redirects
// not followed (a 3xx is a failure), at most a few KiB of the answer read, and every address
// the host resolves to checked before connecting (and the connection made to a checked one).
import http from 'node:http';
import https from 'node:https';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { isPrivateAddress, literalAddress } from './webhook-target.js';

export interface SendOptions {
  timeoutMs: number;
  allowPrivate: boolean;
  /** Bytes of the receiver's answer read (for the delivery log); the rest is discarded. */
  maxResponseBytes?: number;
}

export interface SendResult {
  ok: boolean;
  status: number | null;
  error?: string;
}

const refused = (address: string) => `${address} is a loopback or private address (allow with recruit serve --allow-private-webhooks)`;

/** dns.lookup that fails unless every address of the host is allowed, and answers with checked ones only. */
function checkedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0 }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const bad = allowPrivate ? undefined : addresses.find((a) => isPrivateAddress(a.address));
      if (bad) return callback(Object.assign(new Error(refused(bad.address)), { code: 'EPRIVATE' }), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}

export function sendWebhook(url: URL, body: string, headers: Record<string, string>, options: SendOptions): Promise<SendResult> {
  const literal = literalAddress(url);
  if (literal !== undefined && !options.allowPrivate && isPrivateAddress(literal)) {
    return Promise.resolve({ ok: false, status: null, error: refused(literal) });
  }
  const cap = options.maxResponseBytes ?? 4_096;
  return new Promise((resolve) => {
    let settled = false;
    const settle = (result: SendResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)),
        'user-agent': 'recruit-webhooks' },
      lookup: checkedLookup(options.allowPrivate),
      agent: false,
    }, (response) => {
      const status = response.statusCode ?? 0;
      let read = 0;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => {
        if (read < cap) chunks.push(chunk.subarray(0, cap - read));
        read += chunk.length;
        // A huge answer is not read to its end: what we keep is enough for the log.
        if (read >= cap) response.destroy();
      });
      const done = () => {
        const text = Buffer.concat(chunks).toString('utf8').slice(0, 200);
        if (status >= 200 && status < 300) settle({ ok: true, status });
        else if (status >= 300 && status < 400) settle({ ok: false, status,
          error: `redirect to ${response.headers.location ?? '?'} not followed` });
        else settle({ ok: false, status, error: `HTTP ${status}${text ? `: ${text}` : ''}` });
      };
      response.on('end', done);
      response.on('close', done);
      response.on('error', done);
    });
    const timer = setTimeout(() => {
      request.destroy();
      settle({ ok: false, status: null, error: `no answer within ${options.timeoutMs} ms` });
    }, options.timeoutMs);
    request.on('error', (error: NodeJS.ErrnoException) => settle({ ok: false, status: null, error: error.message }));
    request.end(body);
  });
}
