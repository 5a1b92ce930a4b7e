// The lint rules `npm test` runs (npm run lint) fire on what they are meant to stop: a check that
// the guardrails are live, not only configured. The real tree is linted by `npm run lint` itself.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { ESLint } from 'eslint';

const ROOT = join(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: ROOT });

async function rulesFiredOn(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? 'parse-error');
}

describe('lint rules', () => {
  it('refuse a cast of a request in a route, and only there', async () => {
    const route = 'export function r(request: { body: unknown }): string {\n  return (request.body as { a: string }).a;\n}\n';
    expect(await rulesFiredOn('src/server/routes/probe.ts', route)).toContain('no-restricted-syntax');
    expect(await rulesFiredOn('src/service/probe.ts', route)).not.toContain('no-restricted-syntax');
  });

  it('refuse a line over 160 characters in src and unused code', async () => {
    const long = `export const words = [${Array.from({ length: 30 }, (_, i) => i * 1000).join(', ')}];\n`;
    expect(long.length).toBeGreaterThan(160);
    expect(await rulesFiredOn('src/domain/probe.ts', long)).toContain('max-len');
    expect(await rulesFiredOn('src/domain/probe.ts', 'import { join } from "node:path";\nexport const a = 1;\n'))
      .toContain('@typescript-eslint/no-unused-vars');
  });

  it('pass ordinary code', async () => {
    expect(await rulesFiredOn('src/domain/probe.ts', 'export const twice = (n: number): number => n * 2;\n')).toEqual([]);
  });
});
