// A TeX bitmap font's low codes (the Cork encoding's dashes, quotes and ligatures) read as the glyphs they stand for, on
// their own and through a whole PDF parse. All CVs invented.
import { describe, expect, it } from 'vitest';
import { withCorkGlyphs } from '../../../src/parser/extract/tex-font-codes.js';
import { parseDocument } from '../../../src/parser/pipeline.js';
import { makePdf, type PdfText } from '../../fixtures/parser/pdf-writer.mjs';

describe('withCorkGlyphs', () => {
  it('reads the dashes, quotes, guillemets and ligatures of the Cork encoding', () => {
    expect(withCorkGlyphs('04/2019 \x15 heute')).toBe('04/2019 – heute');
    expect(withCorkGlyphs('2015 \x16 2018')).toBe('2015 — 2018');
    expect(withCorkGlyphs('Certi\x1Ccations, O\x1Ece, Sta\x1Bing, Wa\x1Fe, Work\x1Dow')).toBe('Certifications, Office, Staffing, Waffle, Workflow');
    expect(withCorkGlyphs('\x12Hausarzt\x10, \x10Ward\x11, \x13Lyon\x14')).toBe('„Hausarzt“, “Ward”, «Lyon»');
    // The compound word mark breaks a ligature and prints nothing.
    expect(withCorkGlyphs('Au\x17flage')).toBe('Auflage');
  });

  it('leaves tabs, line ends and text without those codes as they are', () => {
    const plain = 'Ágnes Kővári\t+36 30 555 0101\n2019 – 2021';
    expect(withCorkGlyphs(plain)).toBe(plain);
    expect(withCorkGlyphs('a\rb')).toBe('a\rb');
  });
});

describe('a CV typeset with TeX bitmap fonts', () => {
  it('has its periods, headings and words whole: the jobs are dated, the firms and the school read', async () => {
    const rows: [string, boolean?][] = [
      ['Henrike Maassen', true],
      ['Lindenweg 14, 48143 Münster'],
      ['+49 151 23456789 · henrike.maassen@example.de'],
      ['Berufserfahrung', true],
      ['04/2019 \x15 heute   Logistikplanerin, Kestrel Sta\x1Bing GmbH, Münster'],
      ['08/2015 \x15 03/2019   Disponentin, Auenfeld Transporte GmbH, Osnabrück'],
      ['Ausbildung', true],
      ['2015   B.A. Logistikmanagement, Hochschule Osnabrück'],
      ['Zerti\x1Ckate', true],
      ['Gabelstaplerschein'],
    ];
    const texts: PdfText[] = rows.map(([text, bold], i) => ({ x: 60, y: 60 + 18 * i, size: bold ? 13 : 10, text, ...(bold ? { bold } : {}) }));
    const doc = await parseDocument({ bytes: makePdf([{ texts }], { texBitmapFont: true }), fileName: 'cv.pdf' }, { ocr: false, face: false });
    expect(doc.sections?.work.map((w) => [w.employer, w.start, w.end])).toEqual([
      ['Kestrel Staffing GmbH', '2019-04', ''],
      ['Auenfeld Transporte GmbH', '2015-08', '2019-03'],
    ]);
    expect(doc.sections?.education.map((e) => e.institution)).toEqual(['Hochschule Osnabrück']);
    expect(doc.content).not.toMatch(/[\x0e-\x1f]/u);
  });
});
