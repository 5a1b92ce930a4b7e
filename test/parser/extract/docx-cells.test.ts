import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { extractContent } from '../../../src/parser/extract/index.js';
import { normaliseText } from '../../../src/parser/extract/text-lines.js';
import { extractSections } from '../../../src/parser/sections/index.js';

// DOCX and ODT cells (tab stops, table cells) reach the section step as tabs in `content`; the
// person-field rules keep reading each line with its cells run together by a space.

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const run = (text: string): string => `<w:r><w:t xml:space="preserve">${text}</w:t></w:r>`;
const TAB = '<w:r><w:tab/></w:r>';
const p = (...runs: string[]): string => `<w:p>${runs.join('')}</w:p>`;
const cell = (...paragraphs: string[]): string => `<w:tc>${paragraphs.join('')}</w:tc>`;
const row = (...cells: string[]): string => `<w:tr>${cells.join('')}</w:tr>`;

async function docx(body: string): Promise<Uint8Array> {
  const zip = new JSZip();
  zip.file('[Content_Types].xml', '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
    + '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
    + '<Default Extension="xml" ContentType="application/xml"/>'
    + '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>');
  zip.file('_rels/.rels', '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
    + '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>'
    + '</Relationships>');
  zip.file('word/document.xml', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document ${W}><w:body>${body}<w:sectPr/></w:body></w:document>`);
  return new Uint8Array(await zip.generateAsync({ type: 'nodebuffer' }));
}

const noOcr = { ocr: false };

describe('normaliseText with cells kept', () => {
  it('keeps one tab between cells, and drops tabs at either end and empty cells', () => {
    expect(normaliseText('\tLedger clerk \t\t 2019 – 2021\t\n  \t \nNext', { keepTabs: true })).toBe('Ledger clerk\t2019 – 2021\n\nNext');
  });

  it('still runs tabs together into a space by default (plain text, RTF)', () => {
    expect(normaliseText('Ledger clerk\t\t2019 – 2021')).toBe('Ledger clerk 2019 – 2021');
  });
});

describe('DOCX cells', () => {
  it('gives tab stops and one-paragraph table cells as tabs in the content, cells apart in the lines', async () => {
    const bytes = await docx(
      p(run('Ledger clerk'), TAB, TAB, run('Mar 2019 – Jun 2021'))
      + `<w:tbl>${row(cell(p(run('Date of birth'))), cell(p(run('04/05/1990'))))}</w:tbl>`,
    );
    const content = await extractContent(bytes, 'docx', noOcr);
    expect(content.text).toBe('Ledger clerk\tMar 2019 – Jun 2021\nDate of birth\t04/05/1990');
    expect(content.lines).toEqual([
      // Word text is regular unless a style or the run says bold (these runs have neither).
      { text: 'Ledger clerk Mar 2019 – Jun 2021', cells: ['Ledger clerk', 'Mar 2019 – Jun 2021'], page: 1, bold: false },
      { text: 'Date of birth 04/05/1990', cells: ['Date of birth', '04/05/1990'], page: 1, bold: false },
    ]);
  });

  it('lets the section step tell title, employer and period apart in a table row of three cells', async () => {
    const bytes = await docx(
      p(run('Odile Marwick')) + p(run('WORK EXPERIENCE'))
      + `<w:tbl>${row(cell(p(run('Ledger clerk'))), cell(p(run('Quillmark Studio Ltd'))), cell(p(run('Mar 2019 – Jun 2021'))))}</w:tbl>`
      + p(run('Kept the books of the print shop.'))
      + `<w:tbl>${row(cell(p(run('Tally assistant'))), cell(p(run('Harrowgate Mills Ltd'))), cell(p(run('Jan 2015 – Feb 2019'))))}</w:tbl>`
      + p(run('Tallied the stock of forty shops.')),
    );
    const content = await extractContent(bytes, 'docx', noOcr);
    expect(content.text).toContain('Ledger clerk\tQuillmark Studio Ltd\tMar 2019 – Jun 2021');
    const work = extractSections(content.text).work.map((w) => [w.position, w.employer, w.start, w.end]);
    expect(work).toEqual([
      ['Ledger clerk', 'Quillmark Studio Ltd', '2019-03', '2021-06'],
      ['Tally assistant', 'Harrowgate Mills Ltd', '2015-01', '2019-02'],
    ]);
  });

  it('reads each row under a heading\'s row, its label cell empty, as a line of its own (a Europass table)', async () => {
    const bytes = await docx(
      p(run('Odile Marwick'))
      + `<w:tbl>${row(cell(p(run('E D U C A T I O N'))), cell('<w:p/>'))}`
      + `${row(cell('<w:p/>'), cell(p(run('MSc Geodesy, Quellental University, 2019'))))}`
      + `${row(cell('<w:p/>'), cell(p(run('BSc Hydrology, Elmbach University, 2016'))))}</w:tbl>`,
    );
    const content = await extractContent(bytes, 'docx', noOcr);
    expect(content.text).toContain('E D U C A T I O N\nMSc Geodesy, Quellental University, 2019\nBSc Hydrology, Elmbach University, 2016');
    expect(extractSections(content.text).education.map((e) => [e.institution, e.degree, e.end])).toEqual([
      ['Quellental University', 'MSc Geodesy', '2019'], ['Elmbach University', 'BSc Hydrology', '2016'],
    ]);
  });

  it('dates each job of a table whose periods stand in the right cell, beside the title, employer and duties', async () => {
    const entry = (title: string, firm: string, duty: string, period: string): string =>
      row(cell(p(run(title)) + p(run(firm)) + p(run(duty))), cell(p(run(period))));
    const bytes = await docx(
      p(run('Odile Marwick')) + p(run('WORK EXPERIENCE'))
      + `<w:tbl>${entry('Ledger clerk', 'Quillmark Studio Ltd', 'Kept the books of the print shop.', 'Mar 2019 – Jun 2021')}`
      + `${entry('Tally assistant', 'Harrowgate Mills Ltd', 'Tallied the stock of forty shops.', 'Jan 2015 – Feb 2019')}</w:tbl>`,
    );
    const work = extractSections((await extractContent(bytes, 'docx', noOcr)).text).work.map((w) => [w.position, w.employer, w.start, w.end]);
    expect(work).toEqual([
      ['Ledger clerk', 'Quillmark Studio Ltd', '2019-03', '2021-06'],
      ['Tally assistant', 'Harrowgate Mills Ltd', '2015-01', '2019-02'],
    ]);
  });

  it('reads each job of a table whose section headings stand in a left column, its later rows\' first cell empty', async () => {
    const entry = (heading: string, title: string, period: string, firm: string): string =>
      row(cell(heading ? p(run(heading)) : '<w:p/>'), cell(p(run(title), TAB, run(period)) + p(run(firm)) + p(run('Ran the weekly stock count.'))));
    const bytes = await docx(
      p(run('Odile Marwick'))
      + `<w:tbl>${entry('Work Experience', 'Ledger clerk', '03/2019 – 06/2021', 'Quillmark Studio Ltd')}`
      + `${entry('', 'Tally assistant', '01/2015 – 02/2019', 'Harrowgate Mills Ltd')}`
      + `${entry('', 'Stock runner', '2012 – 2014', 'Wrenford Depot Ltd')}</w:tbl>`,
    );
    const work = extractSections((await extractContent(bytes, 'docx', noOcr)).text).work.map((w) => [w.position, w.employer, w.start, w.end]);
    expect(work).toEqual([
      ['Ledger clerk', 'Quillmark Studio Ltd', '2019-03', '2021-06'],
      ['Tally assistant', 'Harrowgate Mills Ltd', '2015-01', '2019-02'],
      ['Stock runner', 'Wrenford Depot Ltd', '2012', '2014'],
    ]);
  });
});
