// The operations this CLI's --remote mode calls (src/service/remote-service.ts), which a
// server's /openapi.json must list for every command to work against it. Path parameters
// are written {} — servers may name them differently.
export const EXPECTED_OPERATIONS: readonly (readonly [method: string, path: string])[] = [
  ['GET', '/health'],
  ['GET', '/person'],
  ['POST', '/person'],
  ['PUT', '/person'],
  ['DELETE', '/person'],
  ['GET', '/person/{}'],
  ['GET', '/person/exists'],
  ['GET', '/person/exists/phone'],
  ['GET', '/person/document/exists'],
  ['POST', '/person/subscription'],
  ['PUT', '/person/subscription'],
  ['DELETE', '/person/subscription'],
  ['GET', '/person/{}/subscription'],
  ['GET', '/person/{}/application'],
  ['POST', '/person/photo'],
  ['DELETE', '/person/photo'],
  ['GET', '/person/{}/photo'],
  ['POST', '/person/document'],
  ['DELETE', '/person/document'],
  ['GET', '/person/{}/document'],
  ['GET', '/person/{}/document/{}/download'],
  ['GET', '/person/{}/export'],
  ['POST', '/person/purge'],
  ['GET', '/person/duplicates'],
  ['POST', '/person/merge'],
  ['GET', '/person/{}/skills'],
  ['PUT', '/person/{}/skills'],
  ['GET', '/job'],
  ['POST', '/job'],
  ['PUT', '/job'],
  ['DELETE', '/job'],
  ['GET', '/job/{}'],
  ['GET', '/job/full'],
  ['GET', '/job/full/{}'],
  ['GET', '/job/all'],
  ['GET', '/job/{}/subscription'],
  ['GET', '/project'],
  ['POST', '/project'],
  ['PUT', '/project'],
  ['DELETE', '/project'],
  ['GET', '/project/{}'],
  ['GET', '/project/full'],
  ['GET', '/project/full/{}'],
  ['POST', '/parser'],
];

/** The expected operations a described API lacks, as "METHOD /path". */
export function missingOperations(openApi: unknown, expected = EXPECTED_OPERATIONS): string[] {
  const paths = (openApi as { paths?: Record<string, Record<string, unknown>> } | undefined)?.paths ?? {};
  const present = new Set<string>();
  for (const [path, operations] of Object.entries(paths)) {
    for (const method of Object.keys(operations ?? {})) present.add(`${method.toUpperCase()} ${path.replace(/\{[^}]*\}/g, '{}')}`);
  }
  return expected.map(([method, path]) => `${method} ${path}`).filter((operation) => !present.has(operation));
}
