// Names under Japanese, Chinese and Korean name labels, as the standard forms of those countries print them. Every
// person, place and firm here is invented.
import { describe, expect, it } from 'vitest';
import { cjkNameValue, findCjkLabelledName } from '../../../src/parser/fields/cjk-name.js';
import { extractName } from '../../../src/parser/fields/name.js';
import { docOf } from './helpers.js';

describe('findCjkLabelledName', () => {
  it.each<[string, string[], { first: string; last: string }]>([
    ['Japanese form: label over two cells, reading above, name below', ['履 歴 書\t2025年 4月 1日現在', 'ふりがな\tもりかわ しずか',
      '氏\t名', '森川 静香', '生年月日', '1996年 7月 12日生 (満 28 歳)'], { first: '静香', last: '森川' }],
    ['Japanese form: reading label between label and name', ['氏名', 'フリガナ モリカワ シズカ', '森川 静香 印'], { first: '静香', last: '森川' }],
    ['Japanese form: a lone reading line between label and name', ['氏名', 'もりかわ しずか', '森川　静香'], { first: '静香', last: '森川' }],
    ['Chinese: label and name on one line, full-width colon', ['个人简历', '姓名：欧阳明远', '性别：男'], { first: '明远', last: '欧阳' }],
    ['Chinese: label cell beside the name cell', ['姓 名\t周晓岚\t出生日期\t1995.03'], { first: '晓岚', last: '周' }],
    ['Chinese: Latin transcription kept apart', ['姓名: 周晓岚 (Zhou Xiaolan)'], { first: '晓岚', last: '周' }],
    ['Korean: label cell, name beside', ['이력서', '성 명\t한지우\t생년월일\t1998.11.02'], { first: '지우', last: '한' }],
    ['Korean: spaced name below the label, Latin transcription before it', ['이름', 'HAN Jiwoo 한 지우'], { first: '지우', last: '한' }],
    ['Korean: a family name of two signs, no space', ['성명: 남궁하린'], { first: '하린', last: '남궁' }],
    ['a family name that is also the form title', ['氏名', '履歴書 花子'], { first: '花子', last: '履歴書' }],
  ])('%s', (_case, rows, want) => {
    const got = findCjkLabelledName(docOf(...rows));
    expect(got && { first: got.first, last: got.last }).toEqual(want);
  });

  it.each<[string, string[]]>([
    ['no label', ['森川 静香', '生年月日']],
    ['the line below the label is the next label', ['氏名', '生年月日', '森川 静香']],
    ['only the reading follows', ['氏名', 'もりかわ しずか']],
    ['the label inside a sentence', ['裏面に氏名記入', '森川 静香']],
    ['a sentence after the label', ['氏名', 'ソフトウェア開発の経験が豊富です。よろしくお願いします。']],
  ])('none: %s', (_case, rows) => expect(findCjkLabelledName(docOf(...rows))).toBeUndefined());
});

describe('cjkNameValue', () => {
  it.each<[string, string | undefined]>([
    ['森川 静香 印', '森川 静香'],
    ['周晓岚 / Zhou Xiaolan', '周晓岚'],
    ['履歴書', undefined],
    ['Anna Example', undefined],
    ['森', undefined],
    ['東京都千代田区千代田一丁目', undefined],
  ])('%s', (text, want) => expect(cjkNameValue(text)).toBe(want));
});

describe('extractName takes the labelled CJK name over the largest type', () => {
  it('a rirekisho whose title is set large', () => {
    const got = extractName(docOf('24|履 歴 書', '10|ふりがな\tたかはし りく', '10|氏\t名', '14|高橋 陸', '10|生年月日'), { emails: [], familyFirst: false });
    expect([got.last, got.first]).toEqual(['高橋', '陸']);
    expect(got.evidence).toContain('cjk-labelled+12');
  });
});
