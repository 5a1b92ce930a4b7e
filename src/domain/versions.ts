// Semantic versions (https://semver.org) as recruit compares them: the CLI and a server it
// talks to, and the version that brought each HTTP endpoint. Pure.

export interface Version {
  major: number;
  minor: number;
  patch: number;
  /** "rc.1" of 1.2.0-rc.1; empty for a release. */
  prerelease: string;
}

const SEMVER = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;

export function parseVersion(text: string): Version | undefined {
  const match = SEMVER.exec(text.trim());
  if (!match) return undefined;
  return { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]), prerelease: match[4] ?? '' };
}

/** Negative when a < b, 0 when equal, positive when a > b; a pre-release comes before its release. */
export function compareVersions(a: Version, b: Version): number {
  const parts = (a.major - b.major) || (a.minor - b.minor) || (a.patch - b.patch);
  if (parts !== 0) return parts;
  if (a.prerelease === b.prerelease) return 0;
  if (a.prerelease === '') return 1;
  if (b.prerelease === '') return -1;
  return a.prerelease < b.prerelease ? -1 : 1;
}

/**
 * The endpoints added after the first release, with the version that brought them. An
 * endpoint not listed has been there since FIRST_RELEASE. Add a line with every new route.
 */
export const FIRST_RELEASE = '0.1.0';
export const ENDPOINTS_SINCE: readonly { method: string; path: RegExp; since: string }[] = [
  { method: 'GET', path: /^\/ready$/, since: '0.2.0' },
  { method: 'GET', path: /^\/metrics$/, since: '0.2.0' },
  { method: 'GET', path: /^\/docs(\/.*)?$/, since: '0.2.0' },
  { method: 'GET', path: /^\/events$/, since: '0.2.0' },
  { method: '*', path: /^\/webhook(\/.*)?$/, since: '0.2.0' },
  { method: 'POST', path: /^\/(person|job)\/import$/, since: '0.2.0' },
];

/** The version a server needs to answer `method path` (path without the query). */
export function versionNeededFor(method: string, path: string): string {
  const clean = `/${path.split('?')[0]!.replace(/^\/+/, '')}`;
  const entry = ENDPOINTS_SINCE.find((e) => (e.method === '*' || e.method === method.toUpperCase()) && e.path.test(clean));
  return entry?.since ?? FIRST_RELEASE;
}

/** The endpoint a "no such route" answer names: recruit's own 404/405 words or fastify's default. */
export function missingEndpointIn(message: string): { method: string; path: string } | undefined {
  const ours = /^no endpoint ([A-Z]+) (\S+)/.exec(message);
  if (ours) return { method: ours[1]!, path: ours[2]! };
  const wrongMethod = /^([A-Z]+) is not a method of (\S+?);/.exec(message);
  if (wrongMethod) return { method: wrongMethod[1]!, path: wrongMethod[2]! };
  const fastify = /^Route ([A-Z]+):(\S+) not found/.exec(message);
  if (fastify) return { method: fastify[1]!, path: fastify[2]! };
  return undefined;
}
