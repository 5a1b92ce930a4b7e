// The parse's strings kept in one representation (src/parser/two-byte.ts). V8's serializer
// writes a one-byte string with the tag '"' and a two-byte one with 'c': that tells the
// representation apart without native syntax.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serialize } from 'node:v8';
import { afterAll, describe, expect, it } from 'vitest';
import { extractContent } from '../../src/parser/extract/index.js';
import { loadVocabulary } from '../../src/parser/classify/vocabulary.js';
import { normalizeText } from '../../src/parser/classify/text.js';
import { parseDocument } from '../../src/parser/pipeline.js';
import { twoByte, withTwoByteText } from '../../src/parser/two-byte.js';
import type { ExtractedContent } from '../../src/parser/types.js';
import { fixture } from './extract/fixtures.js';

/** 'one' or 'two': how V8 stores the string. */
function storage(s: string): 'one' | 'two' {
  const bytes = serialize(s);
  // After the version header, padding bytes (0) may precede the tag.
  for (let i = 2; i < bytes.length; i++) {
    if (bytes[i] === 0x22) return 'one';
    if (bytes[i] === 0x63) return 'two';
    if (bytes[i] !== 0) break;
  }
  throw new Error(`unexpected serialization of ${JSON.stringify(s)}`);
}

describe('twoByte', () => {
  it.each(['Orchard Lane 4, Fernvale', 'Wiebke Sørlund', 'Zoë – Pellham', 'ab', 'Łukasz'])('%j: same characters, stored two-byte', (text) => {
    const stored = twoByte(text);
    expect(stored).toBe(text);
    expect(stored.length).toBe(text.length);
    expect(storage(stored)).toBe('two');
  });

  it('a plain ASCII line was one-byte before', () => {
    const line = ['Quillon', 'Data', 'Works'].join(' ');
    expect(storage(line)).toBe('one');
    expect(storage(twoByte(line))).toBe('two');
  });

  it('what the parse cuts from a two-byte line stays two-byte', () => {
    const line = twoByte('Brightwater Analytics, Tamsford\tMar 2017 to 2019');
    const [firm, rest] = line.split(/,\s*/u);
    expect(firm).toBe('Brightwater Analytics');
    for (const part of [firm!, rest!, line.slice(0, 5), line.toLowerCase(), line.trim(), /(\d{4})/u.exec(line)![1]!, `${firm} Ltd`]) {
      expect(storage(part)).toBe('two');
    }
  });

  it('an empty string and one character are returned as they are', () => {
    expect(twoByte('')).toBe('');
    expect(twoByte('x')).toBe('x');
  });
});

describe('withTwoByteText', () => {
  const content: ExtractedContent = {
    format: 'docx',
    text: 'Merle Ashdown\nKestrel Foods\tSept 2020',
    lines: [
      { text: 'Merle Ashdown', page: 1, fontSize: 18, bold: true },
      { text: 'Kestrel Foods Sept 2020', page: 1, cells: ['Kestrel Foods', 'Sept 2020'] },
    ],
    images: [],
    ocr: false,
  };

  it('stores the text, every line and every cell two-byte, keeping the rest', () => {
    const out = withTwoByteText(content);
    expect(out).toEqual(content);
    expect([out.text, ...out.lines.map((l) => l.text), ...(out.lines[1]!.cells ?? [])].map(storage)).toEqual(['two', 'two', 'two', 'two', 'two']);
  });

  it('leaves its input as it was', () => {
    withTwoByteText(content);
    expect(storage(content.lines[0]!.text)).toBe('one');
  });
});

describe('where text enters the parse', () => {
  const dir = mkdtempSync(join(tmpdir(), 'recruit-two-byte-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('the vocabulary: skill names, aliases and category keywords', () => {
    mkdirSync(join(dir, 'codes'));
    writeFileSync(join(dir, 'skills.json'), JSON.stringify([{ name: 'Glimmerscript', aliases: ['glmr', 'glimmer script'] }]));
    writeFileSync(join(dir, 'codes', 'category.json'), JSON.stringify([{ code: 7, key: 'weaving', name: 'Weaving', keywords: ['loom operator'] }]));
    const vocabulary = loadVocabulary(dir);
    expect(vocabulary.skills).toEqual([{ name: 'Glimmerscript', aliases: ['glimmerscript', 'glmr', 'glimmer script'] }]);
    const words = [vocabulary.skills[0]!.name, ...vocabulary.skills[0]!.aliases, ...vocabulary.categories[0]!.keywords];
    expect(words.map(storage)).toEqual(words.map(() => 'two'));
  });

  it("a PDF's text items, before the layout reads them: its lines are two-byte", async () => {
    const content = await extractContent(fixture('two-column.pdf'), 'pdf', { ocr: false });
    const long = content.lines.map((l) => l.text).filter((t) => t.length > 1);
    expect(long.length).toBeGreaterThan(5);
    expect(long.map(storage)).toEqual(long.map(() => 'two'));
  });

  it('a parsed PDF: its content is two-byte', async () => {
    const doc = await parseDocument({ bytes: fixture('two-column.pdf'), fileName: 'two-column.pdf' }, { face: false });
    expect(doc.content.length).toBeGreaterThan(100);
    expect(storage(doc.content)).toBe('two');
  });
});

describe('normalizeText keeps its result two-byte', () => {
  // The patterns run on normal forms compile once, for two-byte subjects; a short one-byte form compiled them again.
  it.each(['NY', 'New  Harbour', 'Zoë Pellham'])('%j', (text) => {
    const input = ['', text].join('');
    const normal = normalizeText(input);
    expect(normal).toBe(text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' '));
    expect(storage(normal)).toBe('two');
  });
});
