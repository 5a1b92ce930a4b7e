// The given-name tables read from the text of gender-detection-from-name's files
// (src/parser/fields/given-names.ts readNameTable) hold exactly the names the files define
// when run, and a file in another shape is run as before. The sorted tables the build writes
// (scripts/name-tables.mjs) answer `has` by binary search exactly as those Sets do.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  GENERATED_NAME_LANGUAGES, PACKAGE_NAME_LANGUAGES, packageTableFile, readNameTable, sortedLines, sortedNamesText, withoutHeader,
} from '../../../src/parser/fields/given-names.js';
import { requireBuilt } from '../../helpers/built.js';

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

describe('sortedLines', () => {
  it.each([...PACKAGE_NAME_LANGUAGES])('finds every name of the %s table and nothing else', (language) => {
    const run = require(packageTableFile(language)) as Map<string, string>;
    const table = sortedLines(sortedNamesText(packageTableFile(language)));
    for (const name of run.keys()) expect(table.has(name)).toBe(true);
    for (const word of ['zzzqx', 'aaaaaab', 'invoice', 'kubernetes', '', 'an\nna', ' ']) expect(table.has(word)).toBe(run.has(word));
  });

  it('agrees with a Set on invented words of every kind', () => {
    // A made-up alphabet with accents, capitals and a space: code-unit order, not locale order.
    const letters = ['a', 'b', 'é', 'z', 'Z', 'ß', ' ', 'ł'];
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const word = () => Array.from({ length: 1 + Math.floor(random() * 5) }, () => letters[Math.floor(random() * letters.length)]).join('');
    const names = new Set(Array.from({ length: 300 }, word));
    const table = sortedLines([...names].sort().join('\n'));
    for (let i = 0; i < 2000; i++) {
      const w = word();
      expect(table.has(w)).toBe(names.has(w));
    }
    for (const name of names) expect(table.has(name)).toBe(true);
  });

  it('handles an empty table and a table of one name', () => {
    expect(sortedLines('').has('anna')).toBe(false);
    expect(sortedLines('anna').has('anna')).toBe(true);
    expect(sortedLines('anna').has('ann')).toBe(false);
    expect(sortedLines('anna').has('annas')).toBe(false);
  });
});

const BUILT = new URL('../../../dist/parser/fields/names/', import.meta.url);

describe('the tables the build wrote (dist/)', () => {
  requireBuilt(BUILT);
  it.each([...PACKAGE_NAME_LANGUAGES])('%s: the sorted names of the package table', (language) => {
    expect(readFileSync(new URL(`${language}.txt`, BUILT), 'utf8')).toBe(sortedNamesText(packageTableFile(language)));
  });

  it.each([...GENERATED_NAME_LANGUAGES, 'hu-frequent', 'hu-surnames'])('%s: the generated table, copied as it is kept in the project', (file) => {
    expect(readFileSync(new URL(`${file}.txt`, BUILT), 'utf8')).toBe(readFileSync(new URL(`${file}.txt`, GENERATED), 'utf8'));
  });
});

const GENERATED = new URL('../../../src/parser/fields/names/', import.meta.url);

describe('the generated tables kept in the project (scripts/generate-given-names.mjs)', () => {
  it.each([...GENERATED_NAME_LANGUAGES, 'hu-frequent', 'hu-surnames'])('%s: names its sources and licence, then sorted unique lowercase names', (file) => {
    const text = readFileSync(new URL(`${file}.txt`, GENERATED), 'utf8');
    const header = text.split('\n').filter((l) => l.startsWith('#')).join('\n');
    expect(header).toMatch(/Sources?: .*\(MIT\)/);
    const names = withoutHeader(text).trimEnd().split('\n');
    expect(names.length).toBeGreaterThan(100);
    expect(names).toEqual([...new Set(names)].sort());
    for (const name of names) expect(name).toBe(name.toLowerCase());
    const table = sortedLines(withoutHeader(text));
    for (const name of names) expect(table.has(name)).toBe(true);
  });

  it('withoutHeader drops only the leading # lines', () => {
    expect(withoutHeader('# a\n# b\nanna\nbéla')).toBe('anna\nbéla');
    expect(withoutHeader('anna\n# not a header')).toBe('anna\n# not a header');
    expect(withoutHeader('# only a header')).toBe('');
    expect(withoutHeader('')).toBe('');
  });
});
