import { describe, it, expect } from 'vitest';
import { asciiDigits, buildDocument, cleanLineText, splitSegments } from '../../../src/parser/fields/document.js';
import { extractBirthDate } from '../../../src/parser/fields/birth-date.js';
import { hijriCalendarOf } from '../../../src/parser/fields/hijri.js';
import { extractPhones } from '../../../src/parser/fields/phone.js';
import { extractAddress } from '../../../src/parser/fields/address.js';
import { fieldsDocument } from '../../../src/parser/fields/index.js';
import type { TextLine } from '../../../src/parser/types.js';
import { docOf } from './helpers.js';

describe('cleanLineText', () => {
  it.each([
    ['\uF095 +49 30 1234567', '  +49 30 1234567'],
    ['(913) 555-\u00AD\u20100172', '(913) 555-0172'],
    ['📱 (+82) 10', '  (+82) 10'],
    ['Name\u00A0Here\r', 'Name Here'],
  ])('%j → %j', (input, want) => expect(cleanLineText(input)).toBe(want));
});

describe('splitSegments', () => {
  it.each<[string, string[]]>([
    ['Brookfield, WA | 206-555-0183 | a@example.com', ['Brookfield, WA', '206-555-0183', 'a@example.com']],
    ['Agathe     1856-1861 High school', ['Agathe', '1856-1861 High school']],
    ['Phone\t+36 1 234 5678', ['Phone', '+36 1 234 5678']],
    ['one • two', ['one', 'two']],
  ])('%j', (text, want) => expect(splitSegments(text)).toEqual(want));
});

describe('buildDocument', () => {
  it('drops empty lines, keeps font statistics and ranks lines by position', () => {
    const doc = buildDocument({
      text: '',
      lines: [
        { text: 'Sidebar', page: 1, fontSize: 10, y: 300 },
        { text: '', page: 1 },
        { text: 'Ada Example', page: 1, fontSize: 30, y: 40 },
        { text: 'Body', page: 1, fontSize: 10, y: 500 },
      ],
    });
    expect(doc.lines.map((l) => [l.index, l.rank, l.text])).toEqual([[0, 1, 'Sidebar'], [1, 0, 'Ada Example'], [2, 2, 'Body']]);
    expect([doc.bodyFontSize, doc.maxFontSize]).toEqual([10, 30]);
  });

  it('falls back to the text when there are no lines', () => {
    const doc = buildDocument({ text: 'a\n\nb', lines: [] });
    expect(doc.lines.map((l) => l.text)).toEqual(['a', 'b']);
    expect(doc.bodyFontSize).toBeUndefined();
  });

  it('treats "tab + space" between words as a space, a tab before text as a column gap', () => {
    expect(buildDocument({ text: 'Ada\t\u00A0Quillfeather\t ', lines: [] }).lines[0]?.segments).toEqual(['Ada Quillfeather']);
    expect(buildDocument({ text: 'Technologies\tSpringfield', lines: [] }).lines[0]?.segments).toEqual(['Technologies', 'Springfield']);
  });
});

describe('Persian non-joiners stored as letter shapes', () => {
  it('puts the zero-width non-joiner back where a letter that joins both ways is kept from the next', () => {
    // "می‌روم" as a PDF stores it: meem initial, yeh final, reh isolated, waw final, meem final.
    expect(cleanLineText('\uFEE3\uFBFD\uFEAD\uFEEE\uFEE2')).toBe('\u0645\u06CC\u200C\u0631\u0648\u0645');
  });

  it('adds none after a letter that joins only the one before it', () => {
    // "داده": dal, alef, dal, heh — dal and alef never join the letter after them.
    expect(cleanLineText('\uFEA9\uFE8D\uFEA9\uFEE9')).toBe('\u062F\u0627\u062F\u0647');
  });
});

describe('asciiDigits: numbers typed with another script keyboard are read as the digits they are', () => {
  it.each([
    ['Arabic-Indic', 'Phone: +٩٧١ ٥٠ ١٢٣ ٤٥٦٧', 'Phone: +971 50 123 4567'],
    ['Persian', 'تلفن: ۰۹۱۲ ۳۴۵ ۶۷۸۹', 'تلفن: 0912 345 6789'],
    ['full width, with its plus, hyphens, brackets, dots and slash', '＋８１ ９０－１２３４．５６７８（２）／３', '+81 90-1234.5678(2)/3'],
    ['ASCII kept', 'Tel. 030 1234567', 'Tel. 030 1234567'],
  ])('%s', (_, input, want) => {
    expect(asciiDigits(input)).toBe(want);
    // One unit for one unit: offsets into the folded line are offsets into the printed one.
    expect(asciiDigits(input)).toHaveLength(input.length);
  });

  it('full-width letters and CJK punctuation stay as printed (only the signs of numbers are folded)', () => {
    expect(asciiDigits('氏名：山田　花子，ＡＢＣ')).toBe('氏名：山田　花子，ＡＢＣ');
  });

  it('the phone and birth-date readers see the folded digits', () => {
    const doc = docOf('Samira Tavakoli', 'Date of birth: ١٥/٠٣/١٩٩٠', 'Mobile: ۰۱۷۱ ۱۲۳۴۵۶۷', 'samira.t@example.org');
    expect(extractBirthDate(doc).value).toBe('1990-03-15');
    expect(extractPhones(doc, { country: 'DE' }).value).toEqual(['+49 171 1234567']);
    expect(extractPhones(docOf('電話：０９０－１２３４－５６７８'), { country: 'JP' }).value).toEqual(['+81 90 1234 5678']);
  });

  it('a Solar Hijri birth date is read as the Gregorian day it names, never as a date of the year 1369', () => {
    // The 12th of Mordad 1369 is the 3rd of August 1990 (ICU's Persian calendar says so too: ./solar-hijri.test.ts). The
    // calendar is the one the line as printed names (Persian digits or letters), as the pipeline asks (./hijri.test.ts).
    for (const line of ['Date of birth: ۱۳۶۹/۰۵/۱۲', 'تاریخ تولد: ۱۳۶۹/۰۵/۱۲']) {
      expect(extractBirthDate(docOf('Samira Tavakoli', line), { hijri: hijriCalendarOf(line)! }).value, line).toBe('1990-08-03');
    }
    // In ASCII digits in a Latin CV nothing names the calendar, and 1369 is a birth year in both: read only when the CV's
    // country names it.
    for (const line of ['Date of birth: 1369/05/12', 'Geburtsdatum: 12.05.1369']) {
      expect(extractBirthDate(docOf('Samira Tavakoli', line)).value, line).toBe('');
      expect(extractBirthDate(docOf('Samira Tavakoli', line), { hijri: 'solar' }).value, line).toBe('1990-08-03');
    }
  });
});

describe('a contact form whose labels the layout read as a column apart from their values', () => {
  const at = (text: string, x: number, y: number, column: number): TextLine => ({ text, page: 1, x, y, fontSize: 9, column });
  it('the field extractors read each label beside its value (the town beside "City", not the labels as a list)', () => {
    const lines = [
      at('Email', 200, 113, 1), at('Phone', 200, 129, 1), at('Address', 200, 166, 1), at('Country', 200, 182, 1), at('City', 200, 198, 1),
      at('ines.example@example.pt', 360, 113, 2), at('+351 912 345 678', 360, 129, 2), at('Rua das Flores 21', 360, 166, 2),
      at('Portugal', 360, 182, 2), at('Porto', 360, 198, 2),
    ];
    const doc = fieldsDocument({ text: lines.map((l) => l.text).join('\n'), lines });
    expect(doc.lines.map((l) => l.segments)).toEqual([['Email', 'ines.example@example.pt'], ['Phone', '+351 912 345 678'],
      ['Address', 'Rua das Flores 21'], ['Country', 'Portugal'], ['City', 'Porto']]);
    expect(extractAddress(doc).value).toEqual({ street: 'Rua das Flores 21', city: 'Porto', zip: '' });
  });
});
