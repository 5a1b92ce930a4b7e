// Chinese, Korean and Japanese names in Latin letters without capitals or an e-mail to show the order: the tables
// generated from faker's locales (names/zh-*.txt, ko-given.txt, ja-*.txt) tell the family name. All people invented.
import { describe, it, expect } from 'vitest';
import { eastAsianFamilyFirst, revisedRomanizations } from '../../../src/parser/fields/name-order-east-asian.js';
import { extractName } from '../../../src/parser/fields/name.js';
import { docOf } from './helpers.js';

describe('eastAsianFamilyFirst', () => {
  it.each<[string, string, boolean | undefined]>([
    // A Chinese family name before a name made of pinyin syllables, in either order.
    ['Qiao', 'Ruoxi', true],
    ['Ruoxi', 'Qiao', false],
    // One Korean syllable before a Korean given name.
    ['Seong', 'Dayeon', true],
    ['Dayeon', 'Seong', false],
    // Both words romaji, only the second a given name in some table.
    ['Kurosawa', 'Hinata', true],
    ['Hinata', 'Kurosawa', false],
    // Western names, and a western given name before a Japanese family name, read as before.
    ['Henrike', 'Lindqvist', undefined],
    ['Lena', 'Hoffmann', undefined],
    ['Hana', 'Tanaka', false],
  ])('%s %s → %j', (head, tail, expected) => expect(eastAsianFamilyFirst([head, tail])).toBe(expected));

  it.each<[string, string, boolean | undefined]>([
    // Korean names in the spellings most people use, not the Revised Romanization of the tables.
    ['Bong', 'Jihoon', true], // jihun
    ['Jihoon', 'Bong', false],
    ['Pyun', 'Taewoo', true], // taeu
    ['Taewoo', 'Pyun', false],
    ['Nam', 'Kyungmin', true], // gyeongmin
    ['Hyunsoo', 'Nam', false], // hyeonsu
    // Family names spelled the English way: a long vowel written with r or h.
    ['Sark', 'Sohee', true],
    ['Sohee', 'Sark', false],
    ['Ahn', 'Yejin', true],
    ['Oh', 'Yejin', true],
    ['Yejin', 'Oh', false],
    // A family name whose older spelling reads as a one-syllable given name in the new one ("yun").
    ['Yoon', 'Sohee', true],
    ['Sohee', 'Yoon', false],
  ])('older spelling: %s %s → %j', (head, tail, expected) => expect(eastAsianFamilyFirst([head, tail])).toBe(expected));

  it('does not read a Korean given name before a one-syllable family name as a Japanese family name', () => {
    // Both words also read as romaji; the Korean given name is no family name.
    expect(eastAsianFamilyFirst(['Minjun', 'Shin'])).toBe(false);
    expect(eastAsianFamilyFirst(['Shin', 'Minjun'])).toBe(true);
  });

  it('reads a given name the table lacks from the syllables its names are made of', () => {
    // Two syllables each found in the table's names, in an older spelling; neither name is in the table.
    expect(eastAsianFamilyFirst(['Kim', 'Youngsoo'])).toBe(true);
    expect(eastAsianFamilyFirst(['Youngsoo', 'Kim'])).toBe(false);
    // A western given name is left to the tables, so a one-syllable western name before it keeps its place.
    expect(eastAsianFamilyFirst(['Tom', 'Susan'])).toBeUndefined();
  });

  it('keeps western names out of the older spellings', () => {
    expect(eastAsianFamilyFirst(['Mark', 'Lindqvist'])).toBeUndefined();
    expect(eastAsianFamilyFirst(['Oskar', 'Sark'])).toBeUndefined();
  });

  it('lists the Revised Romanization spellings an older spelling may stand for', () => {
    expect(revisedRomanizations('jihoon')).toContain('jihun');
    expect(revisedRomanizations('youngsoo')).toContain('yeongsu');
    expect(revisedRomanizations('kyungmi')).toContain('gyeongmi');
    expect(revisedRomanizations('sohee')).toContain('sohui');
    expect(revisedRomanizations('abc')).toEqual(['abc']);
  });

  it('leaves a name with a word in capitals to the capitals', () => {
    expect(eastAsianFamilyFirst(['QIAO', 'Ruoxi'])).toBeUndefined();
  });

  it('reads only two-word names', () => {
    expect(eastAsianFamilyFirst(['Qiao', 'Ruoxi', 'Lindqvist'])).toBeUndefined();
  });
});

describe('the name of a CV', () => {
  const name = (line: string, email: string, familyFirst = false): [string, string] => {
    const r = extractName(docOf(`24|${line}`, `10|${email}`, '10|Warehouse Planner', '10|Work experience'), {
      emails: [email], familyFirst,
    });
    return [r.first, r.last];
  };

  it('takes the family name first when the e-mail spells the words in the printed order', () => {
    expect(name('Qiao Ruoxi', 'qiao.ruoxi@example.org')).toEqual(['Ruoxi', 'Qiao']);
    expect(name('Seong Dayeon', 'seong.dayeon@example.org')).toEqual(['Dayeon', 'Seong']);
    expect(name('Kurosawa Hinata', 'kurosawa.hinata@example.org')).toEqual(['Hinata', 'Kurosawa']);
  });

  it('keeps the given name first in a Hungarian CV when the name data say so', () => {
    expect(name('Ruoxi Qiao', 'ruoxi.qiao@example.org', true)).toEqual(['Ruoxi', 'Qiao']);
  });
});

describe('eastAsianFamilyFirst with a hyphen between the given name\'s syllables', () => {
  it.each<[string, string, boolean | undefined]>([
    ['Qiao', 'Ruo-xi', true],
    ['Ruo-xi', 'Qiao', false],
    ['Bae', 'Ha-neul', true],
    ['Ha-neul', 'Bae', false],
  ])('%s %s → %s', (a, b, want) => expect(eastAsianFamilyFirst([a, b])).toBe(want));
});

describe('a name only in its own script under its language\'s name label', () => {
  it.each<[string, [string, string]]>([
    ['氏名：岡部 里奈', ['里奈', '岡部']],
    ['姓名：乔若曦', ['若曦', '乔']],
    ['성명: 배하늘', ['하늘', '배']],
    ['이름: 배하늘', ['하늘', '배']],
  ])('%s', (line, want) => {
    const got = extractName(docOf(`10|${line}`, '10|haneul.bae@example.org', '10|Experience', '10|2019 – 2023 Analyst, Example Ltd'), {
      emails: ['haneul.bae@example.org'], familyFirst: false,
    });
    expect([got.first, got.last]).toEqual(want);
  });
});
