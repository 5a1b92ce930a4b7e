// The folding both stores index and query with (DESIGN.md §8): transliteration, not only
// accent stripping, plus the spelled-out forms of ä ö ü ø å and words joined at apostrophes.
import { describe, expect, it } from 'vitest';
import { foldForIndex, foldKey, foldKeys, foldText, queryForms } from '../../src/domain/search-fold.js';

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
