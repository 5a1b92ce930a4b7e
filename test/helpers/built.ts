// Suites that exercise the build in dist/ (worker threads cannot load .ts; the launcher runs
// the bundle). They used to skip when dist/ was missing, so a bare `vitest` run was green with
// them not run. Called at the top of such a suite, this fails it instead, saying how to fix it.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export function requireBuilt(...files: (string | URL)[]): void {
  const missing = files.map((file) => (file instanceof URL ? fileURLToPath(file) : file)).filter((path) => !existsSync(path));
  if (missing.length > 0) {
    throw new Error(`this suite runs the build, and ${missing.join(', ')} is missing: run \`npm run build\` first (\`npm test\` does)`);
  }
}
