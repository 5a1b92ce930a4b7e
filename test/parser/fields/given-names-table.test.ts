// The given-name tables read from the text of gender-detection-from-name's files
// (src/parser/fields/given-names.ts readNameTable) hold exactly the names the files define
// when run, and a file in another shape is run as before.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readNameTable } from '../../../src/parser/fields/given-names.js';

const require = createRequire(import.meta.url);
const work = mkdtempSync(join(tmpdir(), 'recruit-names-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('readNameTable', () => {
  it.each(['en', 'de', 'fr', 'es', 'it'])('reads every name of the %s table and no other', (language) => {
    const file = require.resolve(`gender-detection-from-name/names/${language}.js`);
    const run = require(file) as Map<string, string>;
    const read = readNameTable(file) as Set<string>;
    expect(read).toBeInstanceOf(Set);
    expect(read.size).toBe(run.size);
    for (const name of run.keys()) expect(read.has(name)).toBe(true);
  });

  it('runs a table written in another shape', () => {
    const file = join(work, 'other.cjs');
    writeFileSync(file, 'module.exports = new Map(Object.entries({ "brunhilde": "female", "otmar": "male" }));\n');
    const table = readNameTable(file);
    expect(table.has('otmar')).toBe(true);
    expect(table.has('brunhilde')).toBe(true);
    expect(table.has('aadam')).toBe(false);
  });
});
