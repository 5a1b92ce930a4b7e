// `recruit doctor --remote`'s checks of a server: reachable, its version against this CLI's,
// its clock, and what the token may do.
import { fail, pass, type Check, type CheckFinding } from './checks.js';
import { compareVersions, parseVersion } from '../../domain/versions.js';

/** Beyond this, timestamps written by the server and by this machine disagree visibly. */
export const MAX_CLOCK_SKEW_MS = 30_000;

export interface RemoteTarget {
  baseUrl: string;
  token: string | undefined;
  cliVersion: string;
}

export function endpoint(baseUrl: string, path: string): URL {
  return new URL(path.replace(/^\//, ''), baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
}

export function versionFinding(server: string, cli: string): CheckFinding {
  const s = parseVersion(server);
  const c = parseVersion(cli);
  if (!s) return fail(`the server says its version is "${server}", which is not a version`, 'is this a recruit server?');
  if (!c || s.major === c.major) {
    const order = c ? compareVersions(s, c) : 0;
    const note = order < 0 ? ' (older than this CLI: newer commands may be missing there)' : order > 0 ? ' (newer than this CLI)' : '';
    return pass(`server ${server}, CLI ${cli}${note}`);
  }
  return fail(`server ${server}, CLI ${cli}: different major versions`, `use a recruit CLI ${s.major}.x with this server`);
}

/** Clock skew from the Date header, against the middle of the request (Date has whole seconds). */
export function skewFinding(dateHeader: string | null, sentAt: number, receivedAt: number): CheckFinding {
  const serverTime = dateHeader === null ? Number.NaN : Date.parse(dateHeader);
  if (Number.isNaN(serverTime)) return fail('the server sent no Date header', 'a proxy may strip it; compare clocks by hand');
  const skew = serverTime - (sentAt + receivedAt) / 2;
  const seconds = (Math.abs(skew) / 1000).toFixed(1);
  const side = skew > 0 ? 'ahead of' : 'behind';
  if (Math.abs(skew) > MAX_CLOCK_SKEW_MS) {
    return fail(`the server's clock is ${seconds} s ${side} this machine's`, 'run NTP (chrony, systemd-timesyncd) on both');
  }
  return pass(`${seconds} s (Date header; within ${MAX_CLOCK_SKEW_MS / 1000} s)`);
}

/**
 * What the token may do. The API has no "who am I" endpoint, so doctor asks for an erasure
 * with an empty body: auth runs before validation, so a privacy token gets 400 (the body is
 * refused: nothing is erased), a write or read token 403 naming its scope, a bad token 401.
 */
export function scopeFinding(status: number, message: string): CheckFinding {
  if (status === 400) return pass('privacy (may read, write, erase, export and purge)');
  if (status === 401) {
    return fail(`the server refuses the token: ${message}`,
      'check --token / RECRUIT_TOKEN; `recruit token list` on the server shows valid names');
  }
  const scope = /has (read|write|privacy) scope/.exec(message)?.[1];
  if (status === 403 && scope === 'write') return pass('write (may read and write; erasure, access export and purge need a privacy token)');
  if (status === 403 && scope === 'read') return pass('read (GET only)');
  return fail(`cannot tell the token's scope: the server answered ${status} ${message}`.trim(), 'is this a recruit server?');
}

async function errorMessage(response: Response): Promise<string> {
  const body = await response.json().catch(() => undefined) as { error?: { message?: unknown } } | undefined;
  return typeof body?.error?.message === 'string' ? body.error.message : '';
}

export function remoteChecks(target: RemoteTarget): Check[] {
  let serverVersion: string | undefined;
  return [
    {
      name: 'server',
      async run(signal) {
        const response = await fetch(endpoint(target.baseUrl, 'health'), { signal });
        if (!response.ok) return fail(`GET /health answered ${response.status}`, 'check --remote: is it the recruit server\'s address?');
        const body = await response.json().catch(() => undefined) as { version?: unknown } | undefined;
        serverVersion = typeof body?.version === 'string' ? body.version : response.headers.get('recruit-version') ?? undefined;
        return pass(`${target.baseUrl} answers /health`);
      },
    },
    {
      name: 'server version',
      async run() {
        if (serverVersion === undefined) return fail('the server did not say its version', 'is --remote a recruit server?');
        return versionFinding(serverVersion, target.cliVersion);
      },
    },
    {
      name: 'clock skew',
      async run(signal) {
        const sentAt = Date.now();
        const response = await fetch(endpoint(target.baseUrl, 'health'), { signal });
        const receivedAt = Date.now();
        await response.arrayBuffer();
        return skewFinding(response.headers.get('date'), sentAt, receivedAt);
      },
    },
    {
      name: 'token',
      async run(signal) {
        if (!target.token) return fail('no token', 'give one with --token or RECRUIT_TOKEN (`recruit token create NAME` on the server)');
        const response = await fetch(endpoint(target.baseUrl, 'person'), {
          method: 'DELETE', signal,
          headers: { authorization: `Bearer ${target.token}`, 'content-type': 'application/json' },
          body: '{}',
        });
        return scopeFinding(response.status, await errorMessage(response));
      },
    },
  ];
}
