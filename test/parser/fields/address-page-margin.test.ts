// An address printed in a page's footer (a DOCX footer part; a PDF's running footer on every page): read after the whole
// body, it is still the person's letterhead, not a place inside the CV. Invented people, streets and firms.
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { extractContent } from '../../../src/parser/extract/index.js';
import { extractAddress } from '../../../src/parser/fields/address.js';
import { buildDocument } from '../../../src/parser/fields/document.js';
import type { TextLine } from '../../../src/parser/types.js';

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const p = (text: string): string => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
const part = (root: string, body: string): string => `<?xml version="1.0" encoding="UTF-8"?><w:${root} ${W}>${body}</w:${root}>`;

const BODY = ['Wilma Quarrendon', 'Stock Planner', 'w.quarrendon@example.org · 07700 900412', 'Work Experience',
  'Stock Planner, Brisket & Vale Ltd\t2021 – present', 'Planned the weekly orders for four shops.', 'Store Assistant, Oakhurst Grocers\t2017 – 2021',
  'Kept the cold room logs.', 'Education', 'BTEC Retail Management, Elmbury College\t2014 – 2016', 'Skills', 'Forecasting, Excel, Ordering'];
const FOOTER = '18 Lantern Row, Elmbury EL4 7QT';

async function docxWithFooter(): Promise<Uint8Array> {
  const zip = new JSZip();
  zip.file('[Content_Types].xml', '<?xml version="1.0" encoding="UTF-8"?>'
    + '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>');
  zip.file('word/document.xml', part('document', `<w:body>${BODY.map(p).join('')}<w:sectPr/></w:body>`));
  zip.file('word/footer1.xml', part('ftr', p(FOOTER)));
  return new Uint8Array(await zip.generateAsync({ type: 'nodebuffer' }));
}

describe('an address in the page footer', () => {
  it('marks a DOCX footer part\'s lines as the page margin\'s and reads the address there', async () => {
    const content = await extractContent(await docxWithFooter(), 'docx', { ocr: false });
    expect(content.lines.filter((l) => l.margin).map((l) => l.text)).toEqual([FOOTER]);
    expect(extractAddress(buildDocument(content)).value).toEqual({ street: '18 Lantern Row', zip: 'EL4 7QT', city: 'Elmbury' });
  });

  it('marks a PDF line repeated at the foot of every page, and reads the address there', () => {
    // Two pages, the footer at the same place on both; the body runs on over the break.
    const lines: TextLine[] = [
      ...BODY.slice(0, 11).map((text, i) => ({ text, page: 1, x: 72, y: 80 + i * 55 })), { text: FOOTER, page: 1, x: 200, y: 800 },
      ...BODY.slice(11).map((text, i) => ({ text, page: 2, x: 72, y: 80 + i * 20 })), { text: FOOTER, page: 2, x: 200, y: 800 },
    ];
    const doc = buildDocument({ text: lines.map((l) => l.text).join('\n'), lines });
    expect(doc.lines.filter((l) => l.margin).map((l) => l.page)).toEqual([1, 2]);
    expect(extractAddress(doc).value).toEqual({ street: '18 Lantern Row', zip: 'EL4 7QT', city: 'Elmbury' });
  });

  it('still keeps an address-like line of the body, in no margin, out', () => {
    const lines: TextLine[] = [...BODY, FOOTER].map((text) => ({ text, page: 1 }));
    expect(extractAddress(buildDocument({ text: '', lines })).value).toEqual({ street: '', zip: '', city: '' });
  });
});
