import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { extractContent } from '../../../src/parser/extract/index.js';
import { withoutRepeatedMargins } from '../../../src/parser/extract/docx.js';
import { extractSections } from '../../../src/parser/sections/index.js';

// A DOCX repeats lines in its page margins (header1/2/3 for first, odd and even pages): those are
// read once. A line the body itself repeats is content: the headline under the name is often the
// title of the current job, and dropping the entry's copy shifts every title of the work history.

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const p = (text: string): string => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
const part = (root: string, body: string): string => `<?xml version="1.0" encoding="UTF-8"?><w:${root} ${W}>${body}</w:${root}>`;

async function docx(body: string[], headers: string[][] = []): Promise<Uint8Array> {
  const zip = new JSZip();
  zip.file('[Content_Types].xml', '<?xml version="1.0" encoding="UTF-8"?>'
    + '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
    + '<Default Extension="xml" ContentType="application/xml"/></Types>');
  zip.file('word/document.xml', part('document', `<w:body>${body.map(p).join('')}<w:sectPr/></w:body>`));
  headers.forEach((lines, i) => zip.file(`word/header${i + 1}.xml`, part('hdr', lines.map(p).join(''))));
  return new Uint8Array(await zip.generateAsync({ type: 'nodebuffer' }));
}

describe('DOCX lines repeated', () => {
  it('keeps a body line that repeats another body line (headline = current job title)', async () => {
    const bytes = await docx([
      'Orla Fenwick-Tarrant', 'Warehouse Supervisor', 'orla.ft@example.org', 'WORK EXPERIENCE',
      'Warehouse Supervisor', '2021 – Present', 'Brackwater Freight Ltd', 'Stock Controller', '2017 – 2021', 'Pellmoor Stores Ltd',
    ]);
    const content = await extractContent(bytes, 'docx', { ocr: false });
    expect(content.text.split('\n').filter((l) => l === 'Warehouse Supervisor')).toHaveLength(2);
    const work = extractSections(content.text).work;
    expect(work.map((w) => w.position)).toEqual(['Warehouse Supervisor', 'Stock Controller']);
  });

  it('reads a line repeated by the page headers once, and drops the body copy of a header line', async () => {
    const bytes = await docx(['Orla Fenwick-Tarrant', 'Summary of a long career'], [['Orla Fenwick-Tarrant'], ['Orla Fenwick-Tarrant']]);
    const content = await extractContent(bytes, 'docx', { ocr: false });
    expect(content.lines.map((l) => l.text)).toEqual(['Orla Fenwick-Tarrant', 'Summary of a long career']);
  });

  it('drops a footer line the body already holds, and keeps short lines wherever they repeat', () => {
    expect(withoutRepeatedMargins('', 'Skills\nSome body line here\nSkills', 'Some body line here\nPage footer line'))
      .toBe('Skills\nSome body line here\nSkills\nPage footer line');
  });
});
