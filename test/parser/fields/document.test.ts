import { describe, it, expect } from 'vitest';
import { buildDocument, cleanLineText, splitSegments } from '../../../src/parser/fields/document.js';

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
