// Evidence per field: value, source, features with weights, confidence; and the
// confidence threshold below which a field stays empty (explain.ts, fields/index.ts).
// Invented CV lines only.
import { describe, it, expect } from 'vitest';
import { fileURLToPath } from 'node:url';
import { confidenceOf, parseFeature, sourceOf, explanation, MIN_CONFIDENCE } from '../../../src/parser/fields/explain.js';
import { extractFieldsWithEvidence, loadVocabulary } from '../../../src/parser/fields/index.js';
import { buildDocument } from '../../../src/parser/fields/document.js';
import { linesOf } from './helpers.js';

const vocabulary = loadVocabulary(fileURLToPath(new URL('../../../data', import.meta.url)));
const run = (...rows: string[]) => { const lines = linesOf(...rows); return extractFieldsWithEvidence({ text: lines.map((l) => l.text).join('\n'), lines }, vocabulary); };

describe('confidence', () => {
  it('is the threshold exactly at the minimum score and grows with the score', () => {
    expect(confidenceOf(4, 4)).toBe(MIN_CONFIDENCE);
    expect(confidenceOf(10, 4)).toBeGreaterThan(confidenceOf(6, 4));
    expect(confidenceOf(2, 4)).toBeLessThan(MIN_CONFIDENCE);
    expect(confidenceOf(40, 4)).toBeLessThanOrEqual(1);
    expect(confidenceOf(-40, 4)).toBeGreaterThanOrEqual(0);
  });

  it('reads features as the score table writes them, and nothing else', () => {
    expect(parseFeature('labelled+8')).toEqual({ name: 'labelled', weight: 8 });
    expect(parseFeature('dated-line-8')).toEqual({ name: 'dated-line', weight: -8 });
    expect(parseFeature('line 0: 12 Elm Row 555-201-3344')).toBeUndefined();
  });
});

describe('sources', () => {
  it('gives page, line on the page and the cell that holds the value', () => {
    const doc = buildDocument({ text: '', lines: [
      { text: 'Page one', page: 1 }, { text: 'Second page top', page: 2 }, { text: 'Name\tOrsolya Példa', page: 2 },
    ] });
    expect(sourceOf(doc, 2, 'Orsolya')).toEqual({ page: 2, line: 2, cell: 2, text: 'Name\tOrsolya Példa' });
    expect(sourceOf(doc, undefined)).toBeNull();
  });

  it('an explanation sums what fired', () => {
    const doc = buildDocument({ text: '', lines: [{ text: 'x', page: 1 }] });
    const e = explanation(doc, 'x', 0, ['labelled+8', 'near-top+1'], 4);
    expect(e.features).toEqual([{ name: 'labelled', weight: 8 }, { name: 'near-top', weight: 1 }]);
    expect(e.confidence).toBe(confidenceOf(9, 4));
  });
});

describe('extractFieldsWithEvidence explain', () => {
  it('explains each field of a plain CV', () => {
    const { fields, explain } = run('26|Orsolya Példa', '10|Lakcím: 1137 Budapest, Minta utca 12.', '10|orsolya.pelda@example.hu',
      '10|Születési dátum: 1991. március 4.', '10|Készségek', '10|Könyvelés, Bérszámfejtés');
    expect(fields).toMatchObject({ first: 'Orsolya', last: 'Példa' });
    expect(explain.name).toMatchObject({ value: { first: 'Orsolya', last: 'Példa' }, source: { page: 1, line: 1 } });
    expect(explain.name!.confidence).toBeGreaterThan(MIN_CONFIDENCE);
    expect(explain.name!.features.map((f) => f.name)).toContain('largest-font');
    expect(explain.address).toMatchObject({ value: { city: 'Budapest', zip: '1137' }, source: { line: 2 } });
    expect(explain.birth_date).toMatchObject({ value: '1991-03-04', source: { line: 4 } });
    expect(explain.email!.items![0]).toMatchObject({ value: 'orsolya.pelda@example.hu', source: { line: 3 } });
    expect(explain.tags!.items!.find((t) => t.value === 'Könyvelés')).toMatchObject({ features: [{ name: 'under-skills-heading' }], source: { line: 6 } });
    for (const e of Object.values(explain)) {
      expect(e.confidence).toBeGreaterThanOrEqual(0);
      expect(e.confidence).toBeLessThanOrEqual(1);
    }
  });

  it('leaves the name empty rather than guess between two equally likely people', () => {
    // Two names side by side on the top line, nothing else to tell them apart: a coin toss.
    const { fields, explain } = run('12|Karl Probst   Hugo Wendel', '10|Experience', '10|2019 – 2023 Example Ltd, clerk');
    expect([fields.first, fields.last]).toEqual(['', '']);
    expect(explain.name!.margin).toBe(0);
    expect(explain.name!.confidence).toBeLessThan(MIN_CONFIDENCE);
  });

  it('keeps it when one of them is clearly the person (the e-mail names him)', () => {
    const { fields, explain } = run('12|Karl Probst   Hugo Wendel', '10|hugo.wendel@example.org', '10|Experience');
    expect([fields.first, fields.last]).toEqual(['Hugo', 'Wendel']);
    expect(explain.name!.confidence).toBeGreaterThanOrEqual(MIN_CONFIDENCE);
  });
});
