// A template's placeholders left unfilled are no values. Invented people and firms.
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { extractContent } from '../../../src/parser/extract/index.js';
import { withoutPlaceholderControls } from '../../../src/parser/extract/docx.js';
import { isPlaceholderLine } from '../../../src/parser/extract/placeholders.js';
import { parseDocument } from '../../../src/parser/pipeline.js';

describe('isPlaceholderLine', () => {
  it.each([
    '[Job Title] | [Company Name] | [Dates From] – [To]', '[Street Address], [City, ST ZIP Code]', '[Degree Title]',
    'Click or tap here to enter text.', 'Click here to enter a date.',
  ])('%j is placeholders alone', (line) => expect(isPlaceholderLine(line)).toBe(true));

  it.each([
    'Stock Planner | Brisket & Vale Ltd | 2021 – present', 'German [DE], English [EN]', 'Projects [2019]', 'Languages: [native] Polish',
    'Stock Planner | [Company Name]', '',
  ])('%j is not', (line) => expect(isPlaceholderLine(line)).toBe(false));
});

describe('a template with placeholders left', () => {
  it('reads the real job, not the placeholder line over it', async () => {
    const text = ['Wilma Quarrendon', 'w.quarrendon@example.org', 'Experience', '[Job Title] | [Company Name] | [Dates From] – [To]',
      'Stock Planner | Brisket & Vale Ltd | 2021 – present', 'Planned the weekly orders.', 'Education', '[Degree Title] | [School] | [Year]',
      'BTEC Retail Management | Elmbury College | 2016'].join('\n');
    const doc = await parseDocument({ bytes: new TextEncoder().encode(text), fileName: 'cv.txt' }, { ocr: false, face: false });
    expect(doc.sections?.work.map((w) => [w.position, w.employer])).toEqual([['Stock Planner', 'Brisket & Vale Ltd']]);
    expect(doc.sections?.education.map((e) => e.institution)).toEqual(['Elmbury College']);
  });

  it('drops the content of a DOCX content control that shows its placeholder, in any language', async () => {
    const control = (placeholder: boolean, text: string): string => `<w:sdt><w:sdtPr><w:alias w:val="Firma"/>${placeholder ? '<w:showingPlcHdr/>' : ''}`
      + `</w:sdtPr><w:sdtEndPr/><w:sdtContent><w:r><w:t>${text}</w:t></w:r></w:sdtContent></w:sdt>`;
    const body = `<w:p>${control(true, 'Klicken oder tippen Sie hier, um Text einzugeben.')}</w:p><w:p>${control(false, 'Quellmann Logistik GmbH')}</w:p>`;
    expect(withoutPlaceholderControls(body)).not.toContain('Klicken');
    expect(withoutPlaceholderControls(body)).toContain('Quellmann Logistik GmbH');
    const zip = new JSZip();
    zip.file('word/document.xml', `<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`);
    const content = await extractContent(new Uint8Array(await zip.generateAsync({ type: 'nodebuffer' })), 'docx', { ocr: false });
    expect(content.text).toBe('Quellmann Logistik GmbH');
  });
});
