// The folding both stores index and query with (DESIGN.md §8): transliteration, not only
// accent stripping, plus the spelled-out forms of ä ö ü ø å and words joined at apostrophes.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { foldForIndex, foldKey, foldKeys, foldText, queryForms, rememberingFoldForIndex } from '../../src/domain/search-fold.js';

describe('foldText', () => {
  it.each([
    ['Paweł', 'pawel'], ['Żółć', 'zolc'], ['Łódź', 'lodz'], ['Ørjan', 'orjan'], ['Sæther', 'saether'], ['Søren', 'soren'],
    ['Đorđe', 'dorde'], ['Œuvre', 'oeuvre'], ['Groß', 'gross'], ['Þórunn', 'thorunn'], ['Kırıkkale', 'kirikkale'],
    ['Kovács', 'kovacs'], ['Müller', 'muller'], ['KRAKÓW', 'krakow'], ["O'Brien", 'obrien'], ['O’Brien', 'obrien'],
    ['DʼAngelo', 'dangelo'], ['anna.kovacs@example.org', 'anna.kovacs@example.org'], ['Москва', 'moskva'],
    // decomposed (NFD) input folds as the composed letter does
    ['Mu\u0308ller', 'muller'],
  ])('%s → %s', (text, folded) => expect(foldText(text)).toBe(folded));
});

describe('foldForIndex', () => {
  it.each([
    ['Anna Kovács', 'anna kovacs'],
    ['Jürgen Müller', 'jurgen muller\njuergen mueller'],
    ['München', 'munchen\nmuenchen'],
    ['Søren Åberg', 'soren aberg\nsoeren aaberg'],
    ["Seán O'Brien", "sean obrien\no brien"],
    ['plain ascii text', 'plain ascii text'],
  ])('%j → %j', (text, indexed) => expect(foldForIndex(text)).toBe(indexed));
});

describe('rememberingFoldForIndex', () => {
  // Fragments that each touch a rule of the fold: plain ASCII, letters with a spelled-out form,
  // letters transliterated, apostrophes and backticks, combining marks (also first in a piece,
  // just after a space), white space other than U+0020, a surrogate pair and a lone surrogate.
  const FRAGMENTS = [
    'Vel', 'tor', 'QUIN', 'ba', '7', 'ä', 'Ö', 'ü', 'ø', 'Å', 'ł', 'ß', 'ı', 'Σ', 'ж', "'", '’', '`', 'e\u0301', '\u0308',
    '\u00a0', '\t', '\n', '-', '.', '\u{1f600}', '\ud800', '',
  ];
  const piece = fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 3 }).map((parts) => parts.join(''));
  const text = (least: number, most: number) => fc.array(piece, { minLength: least, maxLength: most }).map((pieces) => pieces.join(' '));
  const texts = [
    ...fc.sample(text(1, 4), { numRuns: 4000, seed: 20261129 }),
    // Long texts too (a document's), which are folded whole.
    ...fc.sample(text(200, 250), { numRuns: 20, seed: 20261129 }),
  ];

  it('gives foldForIndex of every text, the first time and when its pieces are remembered', () => {
    const fold = rememberingFoldForIndex();
    for (const round of [1, 2]) {
      for (const text of texts) expect([round, text, fold(text)]).toEqual([round, text, foldForIndex(text)]);
    }
    expect(texts.filter((text) => text.length > 256)).toHaveLength(20);
    expect(texts.filter((text) => foldForIndex(text).includes('\n')).length).toBeGreaterThan(1000); // other spellings made
  });

  it.each([
    ['Ulvär Tösk', 'ulvar tosk\nulvaer toesk'],
    ["Brå d'Ovin  Ked", "bra dovin  ked\nbraa d ovin"],
    [' Kestøl ', ' kestol \nkestoel'],
    ['Fen\u0301ar Dal', 'fenar dal'],
  ])('%j → %j', (text, indexed) => {
    const fold = rememberingFoldForIndex();
    expect(fold(text)).toBe(indexed);
    expect(fold(text)).toBe(indexed); // again, from the remembered pieces
  });
});

describe('queryForms', () => {
  it.each([
    ['Müller', ['muller', 'mueller']],
    ['mueller', ['mueller']],
    ['Łukasz', ['lukasz']],
    ["o'brien", ['obrien']],
    ['Øre', ['ore', 'oere']],
  ])('%s → %j', (word, forms) => expect(queryForms(word)).toEqual(forms));

  it('finds what foldForIndex indexed, in both spellings', () => {
    const indexed = new Set(foldForIndex('Jürgen Groß-Müller, Düsseldorf').split(/[^a-z0-9]+/));
    for (const query of ['jurgen', 'juergen', 'gross', 'muller', 'mueller', 'dusseldorf', 'duesseldorf', 'Jürgen', 'GROSS']) {
      expect(queryForms(query).some((form) => indexed.has(form)), query).toBe(true);
    }
  });
});

describe('foldKey and foldKeys', () => {
  it.each([
    ['  Kraków-Nowa Huta ', ['krakow nowa huta']],
    ['München', ['munchen', 'muenchen']],
    ['Łódź', ['lodz']],
    ['', ['']],
  ])('%j → %j', (text, keys) => {
    expect(foldKeys(text)).toEqual(keys);
    expect(foldKey(text)).toBe(keys[0]);
  });
});
