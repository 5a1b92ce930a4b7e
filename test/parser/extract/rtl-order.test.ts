// Right-to-left pages whose items pdf.js reads left to right (rtl-order.ts): a phone after a short label, a period of
// digits alone. The PDFs store their text in visual order, as PDF producers do (the generator's visualOrder). Invented
// people and numbers.
import { describe, expect, it } from 'vitest';
import { isRightToLeftPage, readInDrawnOrder, rightToLeftItemText } from '../../../src/parser/extract/rtl-order.js';
import { extractPdf } from '../../../src/parser/extract/pdf.js';
import { makePdf } from '../../fixtures/parser/pdf-writer.mjs';
import { visualOrder } from '../generator/index.mjs';

describe('rightToLeftItemText', () => {
  it.each<[string, string, string]>([
    // pdf.js turned the label's letters only: the groups of the number stay in the order drawn.
    ['a phone after a short label', '۴۴۱۸ ۲۷۰ ۰۹۱۵ :تلفن', 'تلفن: ۰۹۱۵ ۲۷۰ ۴۴۱۸'],
    ['a period of digits alone', '2021 - 2018', '2018 - 2021'],
    ['an e-mail after its label', 'sara.kaveh@example.ir :ایمیل', 'ایمیل: sara.kaveh@example.ir'],
    ['a label of two words', '050-123-4567 :טלפון נייד', 'טלפון נייד: 050-123-4567'],
    ['Latin words alone', 'Microsoft Excel', 'Microsoft Excel'],
    ['a date with slashes', '1399/05/12', '1399/05/12'],
  ])('%s', (_, read, logical) => expect(rightToLeftItemText(read)).toBe(logical));

  it('keeps the spaces around the item', () => expect(rightToLeftItemText(' 2021 - 2018 ')).toBe(' 2018 - 2021 '));
  it('reads an item with a long run of neutrals as a short one (the neighbours of each neutral found in one pass)', () => {
    const item = (dots: number) => `Excel ${'.'.repeat(dots)} Word :مهارت`;
    expect(rightToLeftItemText(item(50_000))).toBe(rightToLeftItemText(item(3)).replace('...', '.'.repeat(50_000)));
    expect(rightToLeftItemText(item(3))).toBe('مهارت: Excel ... Word');
  });
});

describe('readInDrawnOrder', () => {
  it.each<[string, boolean]>([
    ['۴۴۱۸ ۲۷۰ ۰۹۱۵ :تلفن', true],
    ['050-123-4567 :טלפון נייד', true],
    ['2021 - 2018', true],
    ['08/2017 - 07/2015', true],
    ['۱۴۰۰ - ۱۳۹۷', true],
    // A period that starts before it ends, a number its producer set left to right: read as they are.
    ['2018 - 2021', false],
    ['+98 915 270 4418', false],
    // A word after the number: pdf.js's reading is already the logical one, or cannot be told from it.
    ['04/2018 - היום', false],
    ['Microsoft Excel', false],
  ])('%s: %s', (str, drawn) => expect(readInDrawnOrder(str)).toBe(drawn));
});

describe('isRightToLeftPage', () => {
  it('is true when most letters are right-to-left ones', () => {
    expect(isRightToLeftPage([{ str: 'سارا کاوه' }, { str: 'sara@example.ir' }, { str: 'سوابق کاری' }])).toBe(true);
    expect(isRightToLeftPage([{ str: 'Experience' }, { str: 'Languages: Persian (فارسی)' }])).toBe(false);
    expect(isRightToLeftPage([{ str: '2019 - 2021' }])).toBe(false);
  });
});

describe('a right-to-left PDF', () => {
  const rightAligned = (lines: string[]) => makePdf([{ texts: lines.map((text, i) => ({ x: 560 - [...text].length * 10, y: 60 + i * 20, size: 10,
    text: visualOrder(text) })) }], { unicode: true });

  it('keeps a number its producer set left to right', async () => {
    const pdf = makePdf([{ texts: [...['سارا کاوه', 'سوابق کاری', 'کارشناس فروش - شرکت نمونه'].map((text, i) => ({ x: 400, y: 60 + i * 20, size: 10,
      text: visualOrder(text) })), { x: 400, y: 140, size: 10, text: '+98 915 270 4418' }] }], { unicode: true });
    const { text } = await extractPdf(pdf, { ocr: false });
    expect(text).toContain('+98 915 270 4418');
  });

  it('gives its phone, period and e-mail in logical order', async () => {
    const { text } = await extractPdf(rightAligned(['سارا کاوه', 'تلفن: ۰۹۱۵ ۲۷۰ ۴۴۱۸', 'ایمیل: sara.kaveh@example.ir', 'سوابق کاری', '۱۳۹۷ - ۱۴۰۰',
      'کارشناس فروش - شرکت نمونه', '04/2018 - היום']), { ocr: false });
    expect(text.split('\n')).toEqual(expect.arrayContaining(['تلفن: ۰۹۱۵ ۲۷۰ ۴۴۱۸', 'ایمیل: sara.kaveh@example.ir', '۱۳۹۷ - ۱۴۰۰',
      '04/2018 - היום']));
  });

  it('leaves a left-to-right page with a word of Persian as pdf.js reads it', async () => {
    // The Persian word stored as drawn, its letters right to left.
    const pdf = makePdf([{ texts: [{ x: 50, y: 60, size: 10, text: `Languages: English, Persian (${[...'فارسی'].reverse().join('')})` }] }],
      { unicode: true });
    const { text } = await extractPdf(pdf, { ocr: false });
    expect(text).toBe('Languages: English, Persian (فارسی)');
  });
});
