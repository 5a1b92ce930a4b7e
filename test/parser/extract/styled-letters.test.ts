// Styled mathematical letters (𝐁𝐨𝐥𝐝, 𝘐𝘵𝘢𝘭𝘪𝘤, 𝚖𝚘𝚗𝚘) read as plain letters, in a whole parse too. All CVs invented.
import { describe, expect, it } from 'vitest';
import { plainStyledLetters, withPlainStyledLetters } from '../../../src/parser/extract/styled-letters.js';
import { parseDocument } from '../../../src/parser/pipeline.js';
import type { ExtractedContent } from '../../../src/parser/types.js';

/** `text` in one of the block's styles: the letters' offsets from its bold capital A (U+1D400). */
function styled(text: string, capitalA: number, smallA: number, zero?: number): string {
  return [...text].map((c) => {
    if (c >= 'A' && c <= 'Z') return String.fromCodePoint(capitalA + c.charCodeAt(0) - 65);
    if (c >= 'a' && c <= 'z') return String.fromCodePoint(smallA + c.charCodeAt(0) - 97);
    if (zero !== undefined && c >= '0' && c <= '9') return String.fromCodePoint(zero + c.charCodeAt(0) - 48);
    return c;
  }).join('');
}
const bold = (t: string) => styled(t, 0x1d400, 0x1d41a, 0x1d7ce);
const sansBold = (t: string) => styled(t, 0x1d5d4, 0x1d5ee, 0x1d7ec);
const monospace = (t: string) => styled(t, 0x1d670, 0x1d68a, 0x1d7f6);

describe('plainStyledLetters', () => {
  it('reads bold, sans-serif bold and monospace letters and digits as plain ones', () => {
    expect(plainStyledLetters(bold('Maren Oakhill 2024'))).toBe('Maren Oakhill 2024');
    expect(plainStyledLetters(sansBold('Work Experience'))).toBe('Work Experience');
    expect(plainStyledLetters(monospace('data-eng 7'))).toBe('data-eng 7');
    expect(plainStyledLetters('\u{1d6c2}\u{1d6c3}')).toBe('αβ'); // bold Greek
  });

  it('reads the Latin ligatures a typeset PDF copied into Word or text leaves (ff, fi, fl, ffi, ffl, ſt, st) as their letters', () => {
    expect(plainStyledLetters('Certi\ufb01cations')).toBe('Certifications');
    expect(plainStyledLetters('O\ufb03ce Manager, Bram\ufb02eet Sta\ufb00ing')).toBe('Office Manager, Bramfleet Staffing');
    expect(plainStyledLetters('Wa\ufb04e Street 4, Ho\ufb06ed')).toBe('Waffle Street 4, Hosted');
    // Other presentation forms stay: an Arabic letter's forms are read where Arabic is (vocabulary.ts), and "ﬓ" is Armenian.
    expect(plainStyledLetters('\ufb13 \ufe8d')).toBe('\ufb13 \ufe8d');
  });

  it('leaves other characters above the first plane, and text without styled letters, as they are', () => {
    const plain = 'Ágnes Kővári · 😀 📞 +36 30 555 0101 · 𠮷田';
    expect(plainStyledLetters(plain)).toBe(plain);
    expect(plainStyledLetters(`${bold('Ana')} 😀`)).toBe('Ana 😀');
  });

  it('changes the text, lines and cells of extracted content, and returns content without any unchanged', () => {
    const content: ExtractedContent = {
      format: 'pdf', ocr: false, images: [],
      text: `${bold('Maren')}\tx`,
      lines: [{ text: `${bold('Maren')}\tx`, cells: [bold('Maren'), 'x'] } as ExtractedContent['lines'][number]],
    };
    const plain = withPlainStyledLetters(content);
    expect(plain.text).toBe('Maren\tx');
    expect(plain.lines[0]!.text).toBe('Maren\tx');
    expect(plain.lines[0]!.cells).toEqual(['Maren', 'x']);
    const untouched = { ...content, text: 'Maren', lines: [] };
    expect(withPlainStyledLetters(untouched)).toBe(untouched);
  });
});

describe('parseDocument with styled letters', () => {
  it('finds the name and the sections of a CV whose name and headings are set in styled letters', async () => {
    const cv = [
      bold('Maren Oakhill'),
      sansBold('Senior Data Engineer'),
      'maren.oakhill@example.org | +44 7700 900123 | Leeds, UK',
      '',
      sansBold('Experience'),
      'Data Engineer | Northwind Analytics | Leeds | Mar 2019 – Present',
      '',
      sansBold('Education'),
      '2014 – 2018 University of Exampleton, BSc in Computer Science',
    ].join('\n');
    const doc = await parseDocument({ bytes: new TextEncoder().encode(cv), fileName: 'cv.txt' }, { face: false, ocr: false });
    expect([doc.fields.first, doc.fields.last]).toEqual(['Maren', 'Oakhill']);
    expect(doc.content.startsWith('Maren Oakhill\nSenior Data Engineer')).toBe(true);
    expect(doc.sections?.work.map((w) => w.employer)).toEqual(['Northwind Analytics']);
    expect(doc.sections?.education).toHaveLength(1);
  });

  it('reads a text CV pasted from a typeset PDF, ligatures and all: headings, title, firm and school as plain words', async () => {
    const cv = [
      'Tobiah Quarrendon',
      'tobiah.q@example.net | +44 7700 900456',
      '',
      'Pro\ufb01le',
      'O\ufb03ce manager with ten years in sta\ufb03ng.',
      '',
      'Experience',
      '03/2019 – present  O\ufb03ce Manager, Bram\ufb02eet Sta\ufb03ng Ltd, She\ufb03eld',
      '',
      'Education',
      '2012  BA Business Studies, University of She\ufb03eld',
      '',
      'Certi\ufb01cations',
      'PRINCE2 Foundation',
    ].join('\n');
    const doc = await parseDocument({ bytes: new TextEncoder().encode(cv), fileName: 'cv.txt' }, { face: false, ocr: false });
    expect(doc.sections?.work.map((w) => [w.position, w.employer])).toEqual([['Office Manager', 'Bramfleet Staffing Ltd']]);
    expect(doc.sections?.education.map((e) => e.institution)).toEqual(['University of Sheffield']);
    expect(doc.content).not.toMatch(/[\ufb00-\ufb06]/u);
  });
});
