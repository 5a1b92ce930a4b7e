// Names in their own scripts printed without a space between the family and the given name, of up to five characters
// (a family name of two, a given name of three), beside an e-mail in Latin letters, in a document without type sizes
// (DOCX). The people are invented; the family names are the tables' (names/cjk-family.txt).
import { describe, it, expect } from 'vitest';
import { extractName } from '../../../src/parser/fields/name.js';
import { cjkNameTokens } from '../../../src/parser/fields/name-parts.js';
import { docOf } from './helpers.js';

describe('cjkNameTokens', () => {
  it.each<[string, [string, string]]>([
    ['佐藤由美子', ['佐藤', '由美子']],
    ['欧阳明华', ['欧阳', '明华']],
    ['山田花子', ['山田', '花子']],
    ['王小明', ['王', '小明']],
    ['李明', ['李', '明']],
  ])('%s', (text, want) => expect(cjkNameTokens(text)).toEqual(want));

  it.each([
    // A one-character family name before three or more characters is as often a word; headings open with no family name.
    '王小明明明',
    '工作经历',
    '教育背景',
    'Anna',
    '佐藤',
  ])('%s: none', (text) => expect(cjkNameTokens(text)).toBeUndefined());
});

describe('extractName with an unspaced name in its own script', () => {
  it.each<[string[], [string, string]]>([
    [['佐藤由美子', 'ソフトウェアエンジニア', 'yumiko.sato@example.jp'], ['由美子', '佐藤']],
    [['欧阳明华', '软件工程师', 'minghua.ouyang@example.cn • +86 138 0013 8000'], ['明华', '欧阳']],
    [['山田花子', 'エンジニア', 'h.yamada@example.jp'], ['花子', '山田']],
  ])('%j', (rows, want) => {
    const r = extractName(docOf(...rows), { emails: rows.filter((x) => x.includes('@')).map((x) => x.split(' ')[0] ?? ''), familyFirst: false });
    expect([r.first, r.last]).toEqual(want);
  });

  it('still reads a heading in its own script as no name', () => {
    const r = extractName(docOf('工作经历', '2019 – 2023 示例有限公司', 'minghua.ouyang@example.cn'), { emails: ['minghua.ouyang@example.cn'], familyFirst: false });
    expect([r.first, r.last]).toEqual(['', '']);
  });
});
