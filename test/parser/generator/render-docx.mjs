// Renders a laid-out CV (./document.mjs) as a DOCX the way Word writes one: paragraphs with
// runs, a sidebar or header as a one-row table, Europass as label/value table rows, a date
// column as a tab stop before or after the entry's text.
import JSZip from 'jszip';
import { layoutCv } from './document.mjs';
import { digitText } from './digit-scripts.mjs';

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const run = (text, l) => {
  const props = `${l.bold ? '<w:b/>' : ''}${l.italic ? '<w:i/>' : ''}${l.size ? `<w:sz w:val="${Math.round(l.size * 2)}"/>` : ''}${l.rtl ? '<w:rtl/>' : ''}`;
  return `<w:r>${props ? `<w:rPr>${props}</w:rPr>` : ''}<w:t xml:space="preserve">${esc(text)}</w:t></w:r>`;
};
const TAB = '<w:r><w:tab/></w:r>';

// A text box as Word writes one: a drawing anchored in a paragraph, its text in wps:txbx (the VML fallback is left out).
const WPS = 'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" '
  + 'xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"';
const textBox = (inner) => `<w:p><w:r><w:drawing><wp:anchor ${WPS}><wp:extent cx="3000000" cy="600000"/><a:graphic><a:graphicData `
  + 'uri="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"><wps:wsp><wps:txbx><w:txbxContent>'
  + `${inner}</w:txbxContent></wps:txbx></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing></w:r></w:p>`;

function paragraphs(cv, lines) {
  // Lines in a text box (names.mjs) go into one box where they stand.
  const at = lines.findIndex((l) => l.box);
  if (at >= 0) {
    let end = at;
    while (lines[end]?.box) end++;
    const boxed = lines.slice(at, end).map((l) => ({ ...l, box: undefined }));
    return paragraphs(cv, lines.slice(0, at)) + textBox(paragraphs(cv, boxed)) + paragraphs(cv, lines.slice(end));
  }
  return lines.map((l) => {
    // A right-to-left form's paragraphs (rtl-cvs.mjs) are marked so, their text in logical order.
    const bidi = cv.style.rtl?.lines ? '<w:bidi/>' : '';
    const styleName = l.heading ? 'Heading2' : l.name ? 'Title' : '';
    const style = styleName || bidi ? `<w:pPr>${styleName ? `<w:pStyle w:val="${styleName}"/>` : ''}${bidi}</w:pPr>` : '';
    const hasDate = l.date !== undefined && l.date !== '';
    // Pieces set apart by a wide gap come out as tab stops, as a word processor's header line does.
    // A line of runs of their own (two-line.mjs: a bold title and the italic rest), each in its own weight and slant.
    const runs = () => (l.styledRuns ? l.styledRuns.map((p) => run(p.text, { ...p, size: l.size })).join('') : run(l.text, l));
    const text = l.cells ? l.cells.map((c) => run(c, l)).join(TAB) : runs();
    // A piece flush right (two-line.mjs): a right-aligned tab stop at the text's edge, as the templates set it.
    if (l.flushRight) return `<w:p><w:pPr><w:tabs><w:tab w:val="right" w:pos="9000"/></w:tabs></w:pPr>${text}${TAB}${run(l.flushRight, {})}</w:p>`;
    if (!hasDate) return `<w:p>${style}${text}</w:p>`;
    if (cv.style.dateColumn === 'left') return `<w:p>${style}${run(l.date, {})}${TAB}${text}</w:p>`;
    if (cv.style.dateColumn === 'right') return `<w:p>${style}${text}${TAB}${run(l.date, {})}</w:p>`;
    return `<w:p>${style}${text}</w:p><w:p>${run(l.date, {})}</w:p>`;
  }).join('');
}

const cell = (inner, twips) => `<w:tc><w:tcPr><w:tcW w:w="${twips}" w:type="dxa"/></w:tcPr>${inner || '<w:p/>'}</w:tc>`;
const table = (rows) => `<w:tbl><w:tblPr><w:tblW w:w="0" w:type="auto"/></w:tblPr>${rows.map((r) => `<w:tr>${r}</w:tr>`).join('')}</w:tbl>`;

function body(cv) {
  const inline = { ...cv, style: { ...cv.style, dateColumn: 'inline' } };
  return layoutCv(cv).map((region) => {
    if (region.kind === 'page-header') return '';
    if (region.kind === 'flow' || region.kind === 'page-footer') return paragraphs(cv, region.lines);
    if (region.kind === 'columns') {
      const widths = region.photo ? [2000, 7000] : region.header ? [5000, 4000] : region.side === 0 ? [3000, 6000] : [6000, 3000];
      return table([region.cols.map((lines, i) => cell(paragraphs(cv, lines), widths[i])).join('')]);
    }
    return table(region.rows.map(([label, values]) => cell(label ? paragraphs(cv, [label]) : '', 2600) + cell(paragraphs(inline, values), 6400)));
  }).join('');
}

const R = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';

/** A page number as Word writes it: the shape's words as runs, the page and the count as PAGE and NUMPAGES fields. */
function pageFields(shape) {
  const field = (instr, shown) => `<w:fldSimple w:instr=" ${instr} "><w:r><w:t>${shown}</w:t></w:r></w:fldSimple>`;
  return shape.split(/(\{[pn]\})/u).filter(Boolean)
    .map((piece) => (piece === '{p}' ? field('PAGE', '1') : piece === '{n}' ? field('NUMPAGES', '2') : run(piece, {}))).join('');
}

/** The header and footer parts' paragraphs of a CV with running lines (running-lines.mjs), or none. */
function runningParts(cv) {
  const run0 = cv.style.running;
  if (!run0 || run0.form === 'plain') return {};
  const header = run0.header ? `<w:p>${run(run0.header.text, {})}</w:p>` : undefined;
  const f = run0.footer;
  const footer = f ? `<w:p>${[f.text ? run(f.text, {}) : '', f.page ? pageFields(f.page) : ''].filter(Boolean).join(TAB)}</w:p>` : undefined;
  return { header, footer };
}

export async function cvToDocx(cv) {
  // A page header (names.mjs) is a part of its own, referenced from the section.
  const pageHeader = layoutCv(cv).find((region) => region.kind === 'page-header');
  // Running lines (running-lines.mjs) in the header and footer parts.
  const running = runningParts(cv);
  const header = pageHeader ? paragraphs(cv, pageHeader.lines) : running.header;
  const footer = running.footer;
  const refs = `${header ? '<w:headerReference w:type="default" r:id="rIdH1"/>' : ''}${footer ? '<w:footerReference w:type="default" r:id="rIdF1"/>' : ''}`;
  const sectPr = refs ? `<w:sectPr>${refs}</w:sectPr>` : '<w:sectPr/>';
  // The phone and the birth line in another script's digits (digit-scripts.mjs): a DOCX prints them, the PDF cannot.
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document ${W} ${R}><w:body>${digitText(cv, body(cv))}${sectPr}</w:body></w:document>`;
  const zip = new JSZip();
  // A fixed timestamp keeps the bytes a function of the seed alone; so does leaving out the
  // folder entries JSZip would add for "word/" and "_rels/", which carry the current time.
  const at = { date: new Date('2026-01-01T00:00:00Z'), createFolders: false };
  zip.file('[Content_Types].xml', '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
    + '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
    + '<Default Extension="xml" ContentType="application/xml"/>'
    + '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>'
    + (header ? '<Override PartName="/word/header1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.header+xml"/>' : '')
    + (footer ? '<Override PartName="/word/footer1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.footer+xml"/>' : '')
    + '</Types>', at);
  zip.file('_rels/.rels', '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
    + '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>'
    + '</Relationships>', at);
  zip.file('word/document.xml', document, at);
  if (header) zip.file('word/header1.xml', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:hdr ${W}>${digitText(cv, header)}</w:hdr>`, at);
  if (footer) zip.file('word/footer1.xml', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:ftr ${W}>${digitText(cv, footer)}</w:ftr>`, at);
  if (header || footer) {
    zip.file('word/_rels/document.xml.rels', '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
      + (header ? '<Relationship Id="rIdH1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/header" Target="header1.xml"/>' : '')
      + (footer ? '<Relationship Id="rIdF1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/footer" Target="footer1.xml"/>' : '')
      + '</Relationships>', at);
  }
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
