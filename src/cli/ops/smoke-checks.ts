// `recruit smoke`'s checks of a deployed server, on plain fetch so that every answer's shape
// is checked here (a wrong envelope is a failure, not something a client quietly accepts).
// All data is made up on the spot; --write leaves nothing behind but the audit rows, which
// by design outlive an erasure.
import { randomUUID } from 'node:crypto';
import { CheckSkipped, fail, pass, skip, type Check, type CheckFinding } from './checks.js';
import { missingOperations } from './expected-api.js';
import { endpoint, scopeFinding } from './remote-checks.js';

export interface SmokeTarget {
  baseUrl: string;
  token: string | undefined;
  write: boolean;
  /** The parser's first parse may start its threads: it gets this many times the check timeout. */
  parserTimeoutMs: number;
}

interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
  text: string;
}

function describeBody(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 120 ? `${flat.slice(0, 120)}…` : flat;
}

/** The error message of recruit's error envelope, if that is what came. */
function errorOf(answer: Answer): string {
  const message = (answer.body as { error?: { message?: unknown } } | undefined)?.error?.message;
  return typeof message === 'string' ? message : describeBody(answer.text);
}

/** A failure for an answer that is not the one expected: the status and what came. */
function unexpected(what: string, answer: Answer): CheckFinding {
  const said = `${what}: HTTP ${answer.status}: ${errorOf(answer)}`;
  if (answer.status >= 500) return fail(said, 'read the server\'s log at the time of this request');
  if (answer.status === 401) return fail(`${what}: HTTP 401: ${errorOf(answer)}`, 'check --token');
  return fail(`${what}: HTTP ${answer.status}: ${errorOf(answer)}`);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The tiny CV the parser check sends: made here, fictitious, plain text. */
export function smokeCv(email: string): string {
  return ['Erika Próba', `E-mail: ${email}`, 'Phone: +36 1 555 0142', '', 'Experience',
    '2019 – 2024  Software developer, Példa Kft., Budapest', '', 'Education', '2014 – 2019  BSc Computer Science'].join('\n');
}

export function smokeChecks(target: SmokeTarget): Check[] {
  const call = async (method: string, path: string, signal: AbortSignal, body?: unknown, auth = true): Promise<Answer> => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (auth && target.token) headers['authorization'] = `Bearer ${target.token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(endpoint(target.baseUrl, path), {
      method, headers, signal, ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    return { status: response.status, headers: response.headers, body: parsed, text };
  };
  let createdId: number | undefined;
  let readRequestId: string | undefined;
  let scopeRefused = false;
  const needWrite = () => {
    if (!target.write) throw new CheckSkipped('only with --write');
    if (scopeRefused) throw new CheckSkipped('the token cannot do the round trip: nothing was created');
  };
  const needCreated = () => {
    needWrite();
    if (createdId === undefined) throw new CheckSkipped('needs the person the create check makes, which failed');
    return createdId;
  };

  const checks: Check[] = [
    {
      name: 'health',
      async run(signal) {
        const answer = await call('GET', 'health', signal, undefined, false);
        if (answer.status !== 200) return unexpected('GET /health', answer);
        const body = answer.body;
        if (!isObject(body) || body['status'] !== 'ok' || typeof body['version'] !== 'string') {
          return fail(`GET /health: not the expected {status: "ok", version}: ${describeBody(answer.text)}`);
        }
        return pass(`ok, version ${body['version']}`);
      },
    },
    {
      name: 'ready',
      async run(signal) {
        const answer = await call('GET', 'ready', signal, undefined, false);
        if (answer.status === 404) return skip('this server does not offer /ready (404)');
        if (answer.status === 200) return pass('ready');
        if (answer.status === 503) return fail(`not ready: ${errorOf(answer)}`, 'see the reason; the server answers 200 once it is ready');
        return unexpected('GET /ready', answer);
      },
    },
    {
      name: 'openapi',
      async run(signal) {
        const answer = await call('GET', 'openapi.json', signal, undefined, false);
        if (answer.status !== 200) return unexpected('GET /openapi.json', answer);
        if (!isObject(answer.body) || !isObject(answer.body['paths'])) {
          return fail(`GET /openapi.json: no "paths": ${describeBody(answer.text)}`);
        }
        const missing = missingOperations(answer.body);
        if (missing.length > 0) {
          const named = `${missing.slice(0, 8).join(', ')}${missing.length > 8 ? ', …' : ''}`;
          return fail(`the server lacks ${missing.length} operation(s) this CLI uses: ${named}`,
            'upgrade the server (or use a CLI of its version)');
        }
        const info = answer.body['info'];
        const version = isObject(info) && typeof info['version'] === 'string' ? ` (API ${info['version']})` : '';
        return pass(`lists every operation this CLI uses${version}`);
      },
    },
    {
      name: 'job list',
      async run(signal) {
        const answer = await call('GET', 'job', signal);
        if (answer.status !== 200) return unexpected('GET /job', answer);
        const body = answer.body;
        if (!isObject(body) || body['success'] !== true || !Array.isArray(body['data'])) {
          return fail(`GET /job: not the {success: true, data: [...]} envelope: ${describeBody(answer.text)}`,
            'is --remote a recruit server?');
        }
        return pass(`${body['data'].length} open job(s)`);
      },
    },
    {
      name: 'person exists',
      async run(signal) {
        const email = `nobody-${randomUUID()}@example.invalid`;
        const answer = await call('GET', `person/exists?email=${encodeURIComponent(email)}`, signal);
        if (answer.status === 404 && isObject(answer.body) && isObject(answer.body['error'])) return pass('an unknown e-mail is 404');
        if (answer.status === 200) return fail(`GET /person/exists: an e-mail nobody has was found: ${describeBody(answer.text)}`);
        if (answer.status === 404) return fail(`GET /person/exists: 404 without the error envelope: ${describeBody(answer.text)}`);
        return unexpected('GET /person/exists', answer);
      },
    },
    {
      name: 'parser',
      timeoutMs: target.parserTimeoutMs,
      async run(signal) {
        const email = `erika.proba.${randomUUID().slice(0, 8)}@example.com`;
        const data = Buffer.from(smokeCv(email), 'utf8').toString('base64');
        const answer = await call('POST', 'parser', signal, { file_name: 'smoke-cv.txt', data });
        // A parse is a POST: a read token may not ask for one, which says nothing about the parser.
        if (answer.status === 403 && /has read scope/.test(errorOf(answer))) {
          return skip('POST /parser needs a write token; this one is read-only');
        }
        if (answer.status !== 200) return unexpected('POST /parser', answer);
        if (!isObject(answer.body) || answer.body['success'] !== true || !isObject(answer.body['data'])) {
          return fail(`POST /parser: not the {success: true, data: {...}} envelope: ${describeBody(answer.text)}`);
        }
        if (!JSON.stringify(answer.body['data']).includes(email)) return fail('POST /parser: the CV\'s e-mail is not in the result');
        return pass('parsed the built-in CV (its e-mail found)');
      },
    },
    {
      name: 'write: token scope',
      async run(signal) {
        needWrite();
        // An erasure with an empty body: refused by auth (403 naming the scope) or by validation (400, a privacy token).
        const answer = await call('DELETE', 'person', signal, {});
        const finding = scopeFinding(answer.status, errorOf(answer));
        if (finding.status === 'pass' && answer.status !== 400) {
          scopeRefused = true;
          return fail('--write needs a privacy token (the round trip ends with an erasure and reads the audit trail); '
            + `this one is ${finding.detail}`,
            'use a token made with `recruit token create NAME --scope privacy`, or leave out --write');
        }
        if (finding.status !== 'pass') scopeRefused = true;
        return finding;
      },
    },
    {
      name: 'write: create person',
      async run(signal) {
        needWrite();
        const email = `smoke-${randomUUID()}@example.invalid`;
        const answer = await call('POST', 'person', signal, { first: 'Smoke', last: 'Próba', email });
        if (answer.status !== 200 && answer.status !== 201) return unexpected('POST /person', answer);
        const data = isObject(answer.body) ? answer.body['data'] : undefined;
        const id = Array.isArray(data) ? (data[0] as { id?: unknown } | undefined)?.id : isObject(data) ? data['id'] : undefined;
        if (typeof id !== 'number') return fail(`POST /person: no id in the answer: ${describeBody(answer.text)}`);
        createdId = id;
        return pass(`person ${id}`);
      },
    },
    {
      name: 'write: read person',
      async run(signal) {
        const id = needCreated();
        const answer = await call('GET', `person/${id}`, signal);
        if (answer.status !== 200) return unexpected(`GET /person/${id}`, answer);
        if (!isObject(answer.body) || answer.body['id'] !== id) {
          return fail(`GET /person/${id}: not the person made: ${describeBody(answer.text)}`);
        }
        readRequestId = answer.headers.get('x-request-id') ?? undefined;
        return pass(`read back person ${id}`);
      },
    },
    {
      name: 'write: audit row',
      async run(signal) {
        const id = needCreated();
        const response = await fetch(endpoint(target.baseUrl, `person/${id}/export`), {
          headers: { authorization: `Bearer ${target.token}` }, signal,
        });
        if (!response.ok) {
          const text = await response.text();
          return unexpected(`GET /person/${id}/export`, { status: response.status, headers: response.headers, body: undefined, text });
        }
        const { default: JSZip } = await import('jszip');
        const zip = await JSZip.loadAsync(new Uint8Array(await response.arrayBuffer()));
        const file = zip.file('audit.json');
        if (!file) return fail('the access export has no audit.json');
        const rows = JSON.parse(await file.async('string')) as { request_id?: string; action?: string }[];
        const ours = rows.find((row) => readRequestId !== undefined && row.request_id === readRequestId);
        if (!ours) return fail(`no audit row for the read (request ${readRequestId ?? 'without X-Request-Id'}) among ${rows.length}`);
        return pass(`the read is in the audit trail (${ours.action ?? 'read'})`);
      },
    },
    {
      name: 'write: erase person',
      async run(signal) {
        const id = needCreated();
        const reason = 'recruit smoke: test person, made and erased by the smoke run';
        const answer = await call('DELETE', 'person', signal, { id, reason });
        if (answer.status !== 200) return unexpected('DELETE /person', answer);
        const after = await call('GET', `person/${id}`, signal);
        if (after.status !== 404) return fail(`person ${id} is still there after the erasure (HTTP ${after.status})`);
        createdId = undefined;
        return pass(`person ${id} erased; reading it is 404`);
      },
    },
  ];
  return checks;
}
