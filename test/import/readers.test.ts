// The streaming readers of the importer: CSV (quotes, newlines in fields, CRLF, delimiter
// detection, any chunking) and JSON array / NDJSON (elements split across chunks, bad elements).
import { describe, expect, it } from 'vitest';
import { csvLine, detectDelimiter, readCsvRecords } from '../../src/service/import/csv-reader.js';
import { JsonShapeError, readJsonArrayRecords, readNdjsonRecords } from '../../src/service/import/json-reader.js';

async function* chunked(text: string, size: number): AsyncGenerator<string> {
  for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size);
}

async function csv(text: string, delimiter: ',' | ';' = ',', size = 1 << 20) {
  const out: { line: number; cells: string[] }[] = [];
  for await (const batch of readCsvRecords(chunked(text, size), delimiter)) for (const r of batch) out.push({ line: r.line, cells: r.cells });
  return out;
}

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of iterable) out.push(item);
  return out;
}

describe('detectDelimiter', () => {
  it.each([
    ['first,last,email', ','],
    ['first;last;email', ';'],
    ['"a;b",c,d', ','],
    ['"a,b";c;d', ';'],
    ['single', ','],
  ])('%s → %s', (header, expected) => expect(detectDelimiter(header)).toBe(expected));
});

describe('readCsvRecords', () => {
  const text = 'a,b,c\n1,"x, y",3\r\n\n"multi\nline","he said ""hi""",\n last ,4,5';
  const expected = [
    { line: 1, cells: ['a', 'b', 'c'] },
    { line: 2, cells: ['1', 'x, y', '3'] },
    { line: 4, cells: ['multi\nline', 'he said "hi"', ''] },
    { line: 6, cells: [' last ', '4', '5'] },
  ];

  it('parses quotes, embedded delimiters/newlines, CRLF and blank lines, with start lines', async () => {
    expect(await csv(text)).toEqual(expected);
  });

  it.each([1, 2, 3, 5, 7, 13])('gives the same records whatever the chunk size (%i)', async (size) => {
    expect(await csv(text, ',', size)).toEqual(expected);
  });

  it('uses the given delimiter', async () => {
    expect(await csv('a;b\n"1;2";3\n', ';')).toEqual([{ line: 1, cells: ['a', 'b'] }, { line: 2, cells: ['1;2', '3'] }]);
  });

  it('keeps an unterminated quote at the end of the input instead of hanging', async () => {
    expect(await csv('a,b\n1,"open')).toEqual([{ line: 1, cells: ['a', 'b'] }, { line: 2, cells: ['1', 'open'] }]);
  });

  it('csvLine quotes only when needed and round-trips', async () => {
    const cells = ['plain', 'with,comma', 'with "quote"', 'two\nlines', '', ' padded '];
    const line = csvLine(cells);
    expect(line).toBe('plain,"with,comma","with ""quote""","two\nlines",," padded "');
    expect((await csv(`${line}\n`))[0]?.cells).toEqual(cells);
  });
});

describe('readJsonArrayRecords', () => {
  const text = '[\n {"a": "x,]}"},\n {"b": [1, {"c": 2}]},\n 7,\n {"bad": }\n]\n';

  it.each([1, 4, 100])('splits top-level elements (chunk size %i)', async (size) => {
    const records = await collect(readJsonArrayRecords(chunked(text, size)));
    expect(records.map((r) => [r.line, r.value, r.error === undefined])).toEqual([
      [2, { a: 'x,]}' }, true],
      [3, { b: [1, { c: 2 }] }, true],
      [4, 7, true],
      [5, undefined, false],
    ]);
    expect(records[3]?.text).toBe('{"bad": }');
  });

  it('an empty array gives nothing', async () => {
    expect(await collect(readJsonArrayRecords(chunked(' [ ] ', 2)))).toEqual([]);
  });

  it.each([['{"a":1}'], ['[{"a":1}'], ['[1] 2']])('refuses %s', async (input) => {
    await expect(collect(readJsonArrayRecords(chunked(input, 3)))).rejects.toBeInstanceOf(JsonShapeError);
  });
});

describe('readNdjsonRecords', () => {
  it('one value per line, blank lines skipped, bad lines reported with their line', async () => {
    const records = await collect(readNdjsonRecords(chunked('{"a":1}\n\n{oops}\r\n{"b":2}', 3)));
    expect(records.map((r) => [r.line, r.value, r.error === undefined])).toEqual([
      [1, { a: 1 }, true],
      [3, undefined, false],
      [4, { b: 2 }, true],
    ]);
  });
});
