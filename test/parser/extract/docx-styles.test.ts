// The look of DOCX text (size in points, bold) on each extracted line: from the run's own
// properties, its character style, its paragraph's style and what those inherit, and the
// document defaults. The text itself stays what it was. All CVs invented.
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { extractContent } from '../../../src/parser/extract/index.js';
import { parseWordStyles, wordRunReader } from '../../../src/parser/extract/docx-styles.js';
import { xmlToStyledLines, xmlToText } from '../../../src/parser/extract/xml-text.js';

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const run = (text: string, props = ''): string => `<w:r>${props ? `<w:rPr>${props}</w:rPr>` : ''}<w:t xml:space="preserve">${text}</w:t></w:r>`;
const p = (runs: string, style?: string, markProps = ''): string =>
  `<w:p>${style || markProps ? `<w:pPr>${style ? `<w:pStyle w:val="${style}"/>` : ''}${markProps ? `<w:rPr>${markProps}</w:rPr>` : ''}</w:pPr>` : ''}${runs}</w:p>`;

const STYLES = `<?xml version="1.0" encoding="UTF-8"?><w:styles ${W}>
<w:docDefaults><w:rPrDefault><w:rPr><w:sz w:val="22"/></w:rPr></w:rPrDefault></w:docDefaults>
<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>
<w:style w:type="paragraph" w:styleId="Heading1"><w:basedOn w:val="Normal"/><w:rPr><w:b/><w:sz w:val="32"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="EntryTitle"><w:basedOn w:val="Heading1"/><w:rPr><w:sz w:val="24"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Loop"><w:basedOn w:val="Loop"/><w:rPr><w:sz w:val="20"/></w:rPr></w:style>
<w:style w:type="character" w:styleId="Strong"><w:rPr><w:b/></w:rPr></w:style>
</w:styles>`;

const RULES = {
  block: new Set(['w:p', 'w:tr']), cell: new Set(['w:tc']), row: new Set(['w:tr']), tab: new Set(['w:tab']), lineBreak: new Set(['w:br']),
  skip: new Set(['mc:Fallback', 'w:rPr', 'w:pPr']), textElements: new Set(['w:t']),
};

const styled = (body: string) => xmlToStyledLines(`<w:document ${W}><w:body>${body}</w:body></w:document>`, RULES, wordRunReader(parseWordStyles(STYLES)));

describe('DOCX run styles', () => {
  it('reads size and bold from paragraph styles and what they inherit', () => {
    const lines = styled(p(run('Quentin Marlowe'), 'Heading1') + p(run('Orchard Surveyor'), 'EntryTitle') + p(run('Planted 400 trees')));
    expect(lines.slice(0, 3)).toEqual([
      { text: 'Quentin Marlowe', fontSize: 16, bold: true },
      { text: 'Orchard Surveyor', fontSize: 12, bold: true },
      { text: 'Planted 400 trees', fontSize: 11, bold: false },
    ]);
  });

  it('a run\'s own properties and character style win over its paragraph\'s; bold needs most of the line', () => {
    const lines = styled(
      p(run('Kestrel Mapping Ltd', '<w:rStyle w:val="Strong"/><w:sz w:val="26"/>') + run(', Dunmore'))
      + p(run('Heading text', '<w:b w:val="0"/>'), 'Heading1')
      + p(run('Plain line', ''), undefined, '<w:b/><w:sz w:val="40"/>'),
    );
    expect(lines[0]).toEqual({ text: 'Kestrel Mapping Ltd, Dunmore', fontSize: 13, bold: true });
    expect(lines[1]).toEqual({ text: 'Heading text', fontSize: 16, bold: false });
    // The paragraph mark's properties style no text.
    expect(lines[2]).toEqual({ text: 'Plain line', fontSize: 11, bold: false });
  });

  it('survives a style based on itself and a document without styles', () => {
    expect(styled(p(run('Looping'), 'Loop'))[0]).toEqual({ text: 'Looping', fontSize: 10, bold: false });
    const bare = xmlToStyledLines(`<w:body>${p(run('No styles here', '<w:b/>'))}</w:body>`, RULES, wordRunReader(null));
    expect(bare[0]).toEqual({ text: 'No styles here', bold: true });
  });

  it('gives the same text as the plain scan', () => {
    const body = `<w:body>${p(run('A', '<w:b/>') + '<w:r><w:tab/></w:r>' + run('B'))}<w:tbl><w:tr><w:tc>${p(run('C'))}</w:tc><w:tc>${p(run('D'))}</w:tc></w:tr></w:tbl></w:body>`;
    expect(styled(body).map((l) => l.text).join('\n')).toBe(xmlToText(body, RULES));
  });
});

async function docx(body: string, styles?: string): Promise<Uint8Array> {
  const zip = new JSZip();
  zip.file('word/document.xml', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document ${W}><w:body>${body}<w:sectPr/></w:body></w:document>`);
  if (styles) zip.file('word/styles.xml', styles);
  zip.file('word/header1.xml', `<w:hdr ${W}>${p(run('Quentin Marlowe · Orchard Surveyor', '<w:sz w:val="36"/>'))}</w:hdr>`);
  return new Uint8Array(await zip.generateAsync({ type: 'nodebuffer' }));
}

describe('extractDocx: lines carry their look', () => {
  it('headers and body lines keep size and weight; the text is as before', async () => {
    const body = p(run('Experience'), 'Heading1') + p(run('Orchard Surveyor', '<w:b/>')) + p(run('Kestrel Mapping Ltd\t2019 – 2023'));
    const content = await extractContent(await docx(body, STYLES), 'docx', { ocr: false });
    expect(content.text).toBe('Quentin Marlowe · Orchard Surveyor\n\nExperience\nOrchard Surveyor\nKestrel Mapping Ltd\t2019 – 2023');
    expect(content.lines.map(({ text, fontSize, bold }) => ({ text, fontSize, bold }))).toEqual([
      { text: 'Quentin Marlowe · Orchard Surveyor', fontSize: 18, bold: false },
      { text: 'Experience', fontSize: 16, bold: true },
      { text: 'Orchard Surveyor', fontSize: 11, bold: true },
      { text: 'Kestrel Mapping Ltd 2019 – 2023', fontSize: 11, bold: false },
    ]);
  });

  it('a DOCX without styles.xml still tells bold runs', async () => {
    const content = await extractContent(await docx(p(run('Orchard Surveyor', '<w:b/>')) + p(run('Kestrel Mapping Ltd'))), 'docx', { ocr: false });
    expect(content.lines.slice(1).map((l) => l.bold)).toEqual([true, false]);
    expect(content.lines[1]!.fontSize).toBeUndefined();
  });
});
