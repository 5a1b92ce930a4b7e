import { describe, it, expect } from 'vitest';
import { normalizeText, foldDiacritics, mostCommon, toProperCase, containsWord, containsLetterWord, escapeRegExp, HAS_YEAR, isCasedLetter, isCapitalLetter, isSmallLetter } from '../../../src/parser/classify/text.js';

describe('normalizeText', () => {
  it.each([
    ['  Bäcker  Ida ', 'backer ida'],
    ['ŐRSÉG\tÚT', 'orseg ut'],
    ['Crème Brûlée', 'creme brulee'],
    ['', ''],
  ])('%j → %j', (input, want) => expect(normalizeText(input)).toBe(want));
});

describe('foldDiacritics', () => {
  it.each([['Mühlstraße', 'Muhlstraße'], ['Szőlő', 'Szolo'], ['李小龙', '李小龙']])('%j → %j', (a, b) => expect(foldDiacritics(a)).toBe(b));
});

describe('remembered forms', () => {
  it('give the same forms when asked again, and after the memory was emptied', () => {
    const first = [normalizeText('Érd  Utca'), foldDiacritics('Pécs')];
    // More distinct lines than the memory keeps: it empties and fills again.
    for (let i = 0; i < 25_000; i++) normalizeText(`Zöld ${i}`);
    expect([normalizeText('Érd  Utca'), foldDiacritics('Pécs')]).toEqual(first);
    expect(first).toEqual(['erd utca', 'Pecs']);
    expect(normalizeText('Zöld 24999')).toBe('zold 24999');
  });
});

describe('mostCommon', () => {
  it.each([
    [[10, 12, 10, 14], 10],
    [[12, 10, 10, 12], 12], // tie: first seen wins
    [[], undefined],
  ])('%j → %j', (values, want) => expect(mostCommon(values)).toBe(want));
});

describe('toProperCase', () => {
  it.each([
    ['JOHN DOE', 'John Doe'],
    ["MARY O'NEIL-SMITH", "Mary O'Neil-Smith"],
    ['McDonald', 'McDonald'],
    ['KOVÁCS PÉTER', 'Kovács Péter'],
    // Turkish letters (ğ, ı, İ) ask for Turkish casing: a capital I is a dotless ı there.
    ['TAŞKIRANOĞLU İLKAY', 'Taşkıranoğlu İlkay'],
    // Romanian ş with a cedilla is no Turkish sign: the I stays an i.
    ['DINCULESCU ŞTEFAN', 'Dinculescu Ştefan'],
  ])('%j → %j', (a, b) => expect(toProperCase(a)).toBe(b));
});

describe('containsWord', () => {
  it.each([
    ['java and python', 'java', true],
    ['javascript', 'java', false],
    ['c++ developer', 'c++', true],
    ['', 'x', false],
  ])('%j has %j: %j', (hay, needle, want) => expect(containsWord(hay, needle)).toBe(want));
});

// Subjects where the needle sits beside letters of several scripts, digits, signs, astral letters and emoji, once or more.
function wordSubjects(needle: string, count: number): string[] {
  const around = ['', ' ', 'a', 'Z', '5', 'é', 'ж', '中', '-', '.', '𝐀', '😀', '\u0345', '\ud835', '\udc00'];
  let state = 7;
  const pick = (): string => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return around[state % around.length]!;
  };
  return Array.from({ length: count }, () => `${pick()}${pick()}${needle}${pick()}${pick()}${needle}${pick()}`);
}

describe('containsWord and containsLetterWord match as the patterns they stand for', () => {
  it.each(['java', 'c++', 'könig', 'san francisco', '4 months'])('%j', (needle) => {
    const word = new RegExp(`(?<![A-Za-z0-9\\u00c0-\\uffff])${escapeRegExp(needle)}(?![A-Za-z0-9\\u00c0-\\uffff])`);
    const letterWord = new RegExp(`(?<![\\p{L}])${escapeRegExp(needle)}(?![\\p{L}])`, 'u');
    for (const subject of wordSubjects(needle, 3000)) {
      expect(containsWord(subject, needle), JSON.stringify(subject)).toBe(word.test(subject));
      expect(containsLetterWord(subject, needle), JSON.stringify(subject)).toBe(letterWord.test(subject));
    }
  });

  it('reads a needle beside a digit as a letter word, and beside an astral letter as none', () => {
    expect(containsLetterWord('berlin2020', 'berlin')).toBe(true);
    expect(containsWord('berlin2020', 'berlin')).toBe(false);
    expect(containsLetterWord('𝐀berlin', 'berlin')).toBe(false);
    expect(containsLetterWord('', '')).toBe(false);
  });
});

describe('HAS_YEAR', () => {
  it.each([
    ['2019', true],
    ['since 1998', true],
    ['03/2021 – 11/2024', true],
    ['120195', false],
    ['1850', false],
    ['tel. 0201934', false],
    ['room 21', false],
  ])('%j has a year: %s', (text, want) => {
    expect(HAS_YEAR.test(text)).toBe(want);
  });
});

describe('letters by their case', () => {
  it.each([
    ['É', true, true, false], ['ж', true, false, true], ['a', true, false, true], ['7', false, false, false], ['-', false, false, false],
    ['', false, false, false], ['東', false, false, false],
  ])('%j: cased %s, capital %s, small %s', (c, cased, capital, small) => {
    expect([isCasedLetter(c), isCapitalLetter(c), isSmallLetter(c)]).toEqual([cased, capital, small]);
  });
});
