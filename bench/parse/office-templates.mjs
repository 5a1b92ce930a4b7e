// DOCX files of one résumé.json (bench/parse/resume-score.mjs: toResume) made the way Word's own résumé templates and
// the CVs people build in Word are made: a Title-styled name over a contact line of "|" pieces, a two-cell layout table
// with a shaded sidebar, the name and contact in the page header, a text box (written as Word writes one: the DrawingML
// shape and its VML fallback), periods on right-aligned tab stops or in a table column, content controls and HYPERLINK
// fields round the contact pieces, words split over several runs as Word's revision marks leave them, a name letter-spaced
// in capitals, symbol-font icons, section headings in a table's first cell, and two pages with a running header and the
// address in the footer. Each template takes the résumé, how its dates and headings are printed (`print`, as in
// ./latex.mjs), the hyperlinks' relationships to add to and the language's contact labels, and returns the body's XML or
// the package's parts { document, header?, footer? } (docxParts adds the fixed parts).

import { LANGUAGE_SECTION } from '../../test/parser/generator/wild.mjs';
import { VOCAB } from '../../test/parser/generator/index.mjs';

const esc = (s) => String(s ?? '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A run; `look`: b (bold), i (italic), caps, smallCaps, spacing (letter spacing, twentieths of a point), sz (points), color, style (a character style). */
const r = (text, look = {}) => {
  const props = `${look.style ? `<w:rStyle w:val="${look.style}"/>` : ''}${look.b ? '<w:b/>' : ''}${look.i ? '<w:i/>' : ''}${look.caps ? '<w:caps/>' : ''}`
    + `${look.smallCaps ? '<w:smallCaps/>' : ''}${look.spacing ? `<w:spacing w:val="${look.spacing}"/>` : ''}`
    + `${look.color ? `<w:color w:val="${look.color}"/>` : ''}${look.sz ? `<w:sz w:val="${Math.round(look.sz * 2)}"/><w:szCs w:val="${Math.round(look.sz * 2)}"/>` : ''}`;
  return `<w:r>${props ? `<w:rPr>${props}</w:rPr>` : ''}<w:t xml:space="preserve">${esc(text)}</w:t></w:r>`;
};

/** A run split where Word's revision marks split typed text (every few characters, with a proofing mark between). */
const splitRuns = (text, look = {}, every = 4) => {
  const pieces = [];
  for (let at = 0; at < text.length; at += every) pieces.push(text.slice(at, at + every));
  return pieces.map((p, i) => (i % 2 ? `<w:proofErr w:type="spellStart"/>${r(p, look)}<w:proofErr w:type="spellEnd"/>` : r(p, look))).join('');
};

const TAB = '<w:r><w:tab/></w:r>';
const BR = '<w:r><w:br/></w:r>';
/** A paragraph; `props`: style, align, tabs ([{ val, pos }]), indent ({ left, hanging }), bullet, border, spaceAfter. */
const p = (inner, props = {}) => {
  const pPr = `${props.style ? `<w:pStyle w:val="${props.style}"/>` : ''}${props.bullet ? '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>' : ''}`
    + `${props.border ? '<w:pBdr><w:bottom w:val="single" w:sz="6" w:space="1" w:color="1F3864"/></w:pBdr>' : ''}`
    + `${props.tabs ? `<w:tabs>${props.tabs.map((t) => `<w:tab w:val="${t.val}" w:pos="${t.pos}"/>`).join('')}</w:tabs>` : ''}`
    + `${props.spaceAfter !== undefined ? `<w:spacing w:after="${props.spaceAfter}"/>` : ''}`
    + `${props.indent ? `<w:ind w:left="${props.indent.left}"${props.indent.hanging ? ` w:hanging="${props.indent.hanging}"` : ''}/>` : ''}`
    + `${props.align ? `<w:jc w:val="${props.align}"/>` : ''}`;
  return `<w:p>${pPr ? `<w:pPr>${pPr}</w:pPr>` : ''}${inner}</w:p>`;
};

/** An e-mail as a hyperlink to its mailto: address (the relationship is added to the part's rels). */
const mailLink = (email, rels) => {
  const id = `rIdM${rels.length + 1}`;
  rels.push(`<Relationship Id="${id}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="mailto:${esc(email)}" TargetMode="External"/>`);
  return `<w:hyperlink r:id="${id}" w:history="1">${r(email, { style: 'Hyperlink' })}</w:hyperlink>`;
};

/** An e-mail as a HYPERLINK field: its code (not printed) between begin and separate, its shown text after. */
const mailField = (email) => '<w:r><w:fldChar w:fldCharType="begin"/></w:r>'
  + `<w:r><w:instrText xml:space="preserve"> HYPERLINK "mailto:${esc(email)}" </w:instrText></w:r>`
  + `<w:r><w:fldChar w:fldCharType="separate"/></w:r>${r(email, { style: 'Hyperlink' })}<w:r><w:fldChar w:fldCharType="end"/></w:r>`;

/** A content control round its runs, as Word's templates put one round each field ("[Address]", "[Phone]"). */
const control = (alias, inner) => `<w:sdt><w:sdtPr><w:alias w:val="${alias}"/><w:tag w:val="${alias}"/><w:id w:val="${alias.length * 7919}"/>`
  + `<w:text/></w:sdtPr><w:sdtContent>${inner}</w:sdtContent></w:sdt>`;

/** A table of one row; `cells`: [{ width (twips), inner, shade }]. */
const layoutTable = (cells) => `<w:tbl><w:tblPr><w:tblW w:w="${cells.reduce((s, c) => s + c.width, 0)}" w:type="dxa"/><w:tblLayout w:type="fixed"/>`
  + '<w:tblLook w:val="04A0" w:firstRow="0" w:lastRow="0" w:firstColumn="0" w:lastColumn="0" w:noHBand="1" w:noVBand="1"/></w:tblPr>'
  + `<w:tblGrid>${cells.map((c) => `<w:gridCol w:w="${c.width}"/>`).join('')}</w:tblGrid><w:tr>`
  + cells.map((c) => `<w:tc><w:tcPr><w:tcW w:w="${c.width}" w:type="dxa"/>${c.shade ? `<w:shd w:val="clear" w:color="auto" w:fill="${c.shade}"/>` : ''}</w:tcPr>${c.inner || '<w:p/>'}</w:tc>`).join('')
  + '</w:tr></w:tbl>';

/** A table of several rows of two cells (a period beside its entry). */
const rowsTable = (rows, widths) => `<w:tbl><w:tblPr><w:tblW w:w="${widths[0] + widths[1]}" w:type="dxa"/><w:tblLayout w:type="fixed"/></w:tblPr>`
  + `<w:tblGrid><w:gridCol w:w="${widths[0]}"/><w:gridCol w:w="${widths[1]}"/></w:tblGrid>`
  + rows.map(([a, b]) => `<w:tr><w:tc><w:tcPr><w:tcW w:w="${widths[0]}" w:type="dxa"/></w:tcPr>${a || '<w:p/>'}</w:tc>`
    + `<w:tc><w:tcPr><w:tcW w:w="${widths[1]}" w:type="dxa"/></w:tcPr>${b || '<w:p/>'}</w:tc></w:tr>`).join('')
  + '</w:tbl>';

const WPS = 'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" '
  + 'xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"';
/** A floating text box as Word 2010+ writes it: mc:AlternateContent, the wps shape first and the same text in VML after. */
const textBox = (inner, widthEmu, heightEmu) => '<w:p><w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing>'
  + `<wp:anchor distT="0" distB="0" distL="114300" distR="114300" simplePos="0" relativeHeight="251659264" behindDoc="0" locked="0" layoutInCell="1" allowOverlap="1" ${WPS}>`
  + '<wp:simplePos x="0" y="0"/><wp:positionH relativeFrom="margin"><wp:posOffset>0</wp:posOffset></wp:positionH>'
  + '<wp:positionV relativeFrom="paragraph"><wp:posOffset>0</wp:posOffset></wp:positionV>'
  + `<wp:extent cx="${widthEmu}" cy="${heightEmu}"/><wp:effectExtent l="0" t="0" r="0" b="0"/><wp:wrapTopAndBottom/><wp:docPr id="1" name="Text Box 1"/>`
  + '<a:graphic><a:graphicData uri="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"><wps:wsp><wps:cNvSpPr txBox="1"/>'
  + `<wps:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="${widthEmu}" cy="${heightEmu}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></wps:spPr>`
  + `<wps:txbx><w:txbxContent>${inner}</w:txbxContent></wps:txbx><wps:bodyPr rot="0" vert="horz" wrap="square" lIns="91440" tIns="45720" rIns="91440" bIns="45720" anchor="t"/>`
  + '</wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing></mc:Choice><mc:Fallback><w:pict>'
  + `<v:shape id="Text Box 1" o:spid="_x0000_s1026" type="#_x0000_t202" style="position:absolute;width:${Math.round(widthEmu / 12700)}pt;height:${Math.round(heightEmu / 12700)}pt">`
  + `<v:textbox><w:txbxContent>${inner}</w:txbxContent></v:textbox></v:shape></w:pict></mc:Fallback></mc:AlternateContent></w:r></w:p>`;

const given = (res) => res.basics.name.split(' ')[0];
const family = (res) => res.basics.name.split(' ').slice(1).join(' ');
const place = (res, print) => print.cityLine(res.basics.location.postalCode, res.basics.location.city);
const firmTown = (w, print) => `${w.name}${print.town ? `, ${print.town}` : ''}`;
/** Twips from the left margin to the right one on A4 with Word's 2.54 cm margins. */
const RIGHT_EDGE = 9026;

/** Word's "chronological" template: Title name, the contact in one line of "|" pieces, the period over each entry. */
const chronological = (res, print, rels) => [
  p(r(res.basics.name), { style: 'Title' }),
  p([r(`${res.basics.location.address}, ${place(res, print)}`), r(' | '), r(res.basics.phone), r(' | '), mailLink(res.basics.email, rels)].join('')),
  p(r(res.basics.label, { i: true })),
  p(r(print.headings.experience), { style: 'Heading1' }),
  ...res.work.flatMap((w) => [
    p(r(print.period(w), { caps: true, sz: 9, color: '595959' }), { spaceAfter: 0 }),
    p(`${r(w.position, { b: true })}${r(', ')}${r(firmTown(w, print))}`, { style: 'Heading2' }),
    p(r(w.summary), { bullet: true }),
  ]),
  p(r(print.headings.education), { style: 'Heading1' }),
  ...res.education.flatMap((e) => [
    p(r(print.period(e), { caps: true, sz: 9, color: '595959' }), { spaceAfter: 0 }),
    p(`${r(e.studyType, { b: true })}${r(', ')}${r(e.institution)}`, { style: 'Heading2' }),
  ]),
  p(r(print.headings.skills), { style: 'Heading1' }),
  p(r(res.skills[0].keywords.join(', '))),
].join('');

/** The education under a ruled heading: each school in bold with its period on the right tab stop of `right`, the degree under it. */
const ruledSchools = (res, print, right) => [
  p(r(print.headings.education, { b: true, caps: true }), { border: true }),
  ...res.education.flatMap((e) => [
    p(`${r(e.institution, { b: true })}${TAB}${r(print.period(e))}`, right),
    p(r(e.studyType, { i: true })),
  ]),
];

/** A CV typed in Word by hand: centred name and contact, ruled headings, firm ⇥ period on a right tab stop, title below. */
const tabbed = (res, print) => {
  const right = { tabs: [{ val: 'right', pos: RIGHT_EDGE }] };
  return [
    p(r(res.basics.name, { b: true, sz: 18 }), { align: 'center' }),
    p(`${r(res.basics.location.address)}${BR}${r(place(res, print))}`, { align: 'center' }),
    p(`${r(res.basics.phone)}${r(' · ')}${r(res.basics.email)}`, { align: 'center' }),
    p(r(print.headings.experience, { b: true, caps: true }), { border: true }),
    ...res.work.flatMap((w) => [
      p(`${r(firmTown(w, print), { b: true })}${TAB}${r(print.period(w))}`, right),
      p(r(w.position, { i: true })),
      p(r(w.summary), { bullet: true }),
    ]),
    ...ruledSchools(res, print, right),
    p(r(print.headings.skills, { b: true, caps: true }), { border: true }),
    p(r(res.skills[0].keywords.join(', '))),
  ].join('');
};

/** A two-cell layout table: a shaded sidebar with the name on two lines and the contact, the sections beside it. */
const sidebar = (res, print, rels) => {
  const side = [
    p(r(given(res), { b: true, sz: 22, color: '1F3864' }), { spaceAfter: 0 }),
    p(r(family(res), { b: true, sz: 22, color: '1F3864' })),
    p(r(res.basics.label, { i: true })),
    p(r(print.headings.contact, { b: true, caps: true }), { border: true }),
    p(r(res.basics.location.address), { spaceAfter: 0 }),
    p(r(place(res, print))),
    p(r(res.basics.phone)),
    p(mailLink(res.basics.email, rels)),
    p(r(print.headings.skills, { b: true, caps: true }), { border: true }),
    ...res.skills[0].keywords.map((k) => p(r(k), { spaceAfter: 0 })),
  ].join('');
  const main = [
    p(r(print.headings.experience), { style: 'Heading1' }),
    ...res.work.flatMap((w) => [
      p(r(w.position, { b: true, sz: 12 }), { spaceAfter: 0 }),
      p(`${r(firmTown(w, print))}${r(' | ')}${r(print.period(w), { color: '595959' })}`),
      p(r(w.summary)),
    ]),
    p(r(print.headings.education), { style: 'Heading1' }),
    ...res.education.flatMap((e) => [
      p(r(e.studyType, { b: true, sz: 12 }), { spaceAfter: 0 }),
      p(`${r(e.institution)}${r(' | ')}${r(print.period(e), { color: '595959' })}`),
    ]),
  ].join('');
  return layoutTable([{ width: 3300, inner: side, shade: 'DEEAF6' }, { width: 6300, inner: main }]);
};

/** The name and contact in the page header (a two-cell table there), the body's periods on a left tab before each title. */
const header = (res, print) => {
  const hanging = { tabs: [{ val: 'left', pos: 2268 }], indent: { left: 2268, hanging: 2268 } };
  return {
    header: layoutTable([
      { width: 5000, inner: p(r(res.basics.name, { b: true, sz: 20 })) + p(r(res.basics.label)) },
      { width: 4000, inner: p(`${r(res.basics.location.address)}${BR}${r(place(res, print))}${BR}${r(res.basics.phone)}${BR}${r(res.basics.email)}`, { align: 'right' }) },
    ]),
    document: [
      p(r(print.headings.experience), { style: 'Heading1' }),
      ...res.work.flatMap((w) => [
        p(`${r(print.period(w))}${TAB}${r(w.position, { b: true })}`, hanging),
        p(`${TAB}${r(firmTown(w, print), { i: true })}`, hanging),
        p(`${TAB}${r(w.summary)}`, hanging),
      ]),
      p(r(print.headings.education), { style: 'Heading1' }),
      ...res.education.flatMap((e) => [
        p(`${r(print.period(e))}${TAB}${r(e.studyType, { b: true })}`, hanging),
        p(`${TAB}${r(e.institution, { i: true })}`, hanging),
      ]),
      p(r(print.headings.skills), { style: 'Heading1' }),
      p(r(res.skills[0].keywords.join(', '))),
    ].join(''),
  };
};

/** A text box at the top holding the name and contact (Word writes its text twice), periods in a table's left column. */
const textboxed = (res, print) => {
  const box = [
    p(r(res.basics.name, { b: true, sz: 20, color: '1F3864' })),
    p(`${r(res.basics.location.address)}${r(', ')}${r(place(res, print))}`),
    p(`${r(res.basics.phone)}${r('   ')}${r(res.basics.email)}`),
  ].join('');
  const rows = (entries, lines) => rowsTable(entries.map((e) => [p(r(print.period(e))), lines(e).join('')]), [2200, 6800]);
  return [
    textBox(box, 5731510, 900000),
    p(r(print.headings.experience), { style: 'Heading1' }),
    rows(res.work, (w) => [p(r(w.position, { b: true })), p(r(firmTown(w, print))), p(r(w.summary))]),
    p(r(print.headings.education), { style: 'Heading1' }),
    rows(res.education, (e) => [p(r(e.studyType, { b: true })), p(r(e.institution))]),
    p(r(print.headings.skills), { style: 'Heading1' }),
    p(r(res.skills[0].keywords.join(', '))),
  ].join('');
};

/** A filled-in form template: labelled contact lines in content controls, the e-mail a HYPERLINK field, words split in runs. */
const form = (res, print, _rels, labels) => {
  const labelled = (label, inner) => p(`${r(`${label}:`, { b: true })}${TAB}${inner}`, { tabs: [{ val: 'left', pos: 1700 }], spaceAfter: 0 });
  return [
    p(control('Name', splitRuns(res.basics.name, { b: true, sz: 20 })), { style: 'Title' }),
    labelled(labels.address, control('Address', `${splitRuns(res.basics.location.address)}${r(', ')}${splitRuns(place(res, print))}`)),
    labelled(labels.phone, control('Phone', r(res.basics.phone))),
    labelled(labels.email, mailField(res.basics.email)),
    p(splitRuns(print.headings.experience, {}, 5), { style: 'Heading1' }),
    ...res.work.flatMap((w) => [
      p(`${splitRuns(w.position, { b: true })}${r(' — ')}${splitRuns(firmTown(w, print))}`, { spaceAfter: 0 }),
      p(r(print.period(w), { i: true })),
      p(r(w.summary), { bullet: true }),
    ]),
    p(splitRuns(print.headings.education, {}, 5), { style: 'Heading1' }),
    ...res.education.flatMap((e) => [
      p(`${splitRuns(e.studyType, { b: true })}${r(' — ')}${splitRuns(e.institution)}`, { spaceAfter: 0 }),
      p(r(print.period(e), { i: true })),
    ]),
    p(splitRuns(print.headings.skills, {}, 5), { style: 'Heading1' }),
    p(r(res.skills[0].keywords.join(', '))),
  ].join('');
};

/** A symbol font's glyph, as Word inserts an icon (Insert › Symbol): no text, a private-use character in the PDF. */
const sym = (char) => `<w:r><w:sym w:font="Wingdings" w:char="${char}"/></w:r>`;
const ICONS = { address: 'F02B', phone: 'F028', email: 'F02A' };

/**
 * A "modern" template: the name letter-spaced in capitals, the contact pieces each after a symbol-font icon on centred tab
 * stops, and each section a table row whose narrow first cell holds its heading in small capitals.
 */
const modern = (res, print, rels) => {
  const row = (heading, inner) => [p(r(heading, { b: true, smallCaps: true, sz: 12, color: '2E74B5' })), inner];
  return [
    p(r(res.basics.name, { caps: true, spacing: 60, sz: 24, color: '2E74B5' }), { align: 'center', spaceAfter: 0 }),
    p(r(res.basics.label, { i: true }), { align: 'center' }),
    p(`${sym(ICONS.address)}${r(` ${res.basics.location.address}, ${place(res, print)}`)}${TAB}${sym(ICONS.phone)}${r(` ${res.basics.phone}`)}`
      + `${TAB}${sym(ICONS.email)}${r(' ')}${mailLink(res.basics.email, rels)}`,
    { tabs: [{ val: 'center', pos: 5400 }, { val: 'right', pos: RIGHT_EDGE }] }),
    rowsTable([
      row(print.headings.experience, res.work.map((w) => p(`${r(w.position, { b: true })}${r(' | ')}${r(firmTown(w, print))}`, { spaceAfter: 0 })
        + p(r(print.period(w), { i: true, color: '595959' }), { spaceAfter: 0 }) + p(r(w.summary))).join('')),
      row(print.headings.education, res.education.map((e) => p(`${r(e.studyType, { b: true })}${r(' | ')}${r(e.institution)}`, { spaceAfter: 0 })
        + p(r(print.period(e), { i: true, color: '595959' }))).join('')),
      row(print.headings.skills, p(r(res.skills[0].keywords.join(' · ')))),
    ], [2000, 7000]),
  ].join('');
};

/**
 * Two pages: a running header on each (the name, e-mail and phone on one line, as long CVs repeat them), the address in
 * the footer, and each job with its duties as bullets, so the entries run on over the page break.
 */
const twopage = (res, print) => {
  const duties = res.work.map((w) => w.summary);
  return {
    header: p(`${r(res.basics.name, { b: true })}${r(' · ')}${r(res.basics.email)}${r(' · ')}${r(res.basics.phone)}`, { border: true }),
    footer: p(r(`${res.basics.location.address}, ${place(res, print)}`, { sz: 9 }), { align: 'center' }),
    document: [
      p(r(res.basics.name), { style: 'Title' }),
      p(r(res.basics.label, { i: true })),
      p(r(print.headings.experience), { style: 'Heading1' }),
      ...res.work.flatMap((w, k) => [
        p(`${r(w.position, { b: true })}${r(', ')}${r(firmTown(w, print))}${TAB}${r(print.period(w))}`, { tabs: [{ val: 'right', pos: RIGHT_EDGE }], spaceAfter: 0 }),
        // Each duty a bullet: the job's own first, then the others' (the CV's own sentences, in its language).
        ...Array.from({ length: 14 }, (_, d) => p(r(duties[(k + d) % duties.length]), { bullet: true, spaceAfter: 0 })),
        p(''),
      ]),
      p(r(print.headings.education), { style: 'Heading1' }),
      ...res.education.map((e) => p(`${r(e.studyType, { b: true })}${r(', ')}${r(e.institution)}${TAB}${r(print.period(e))}`,
        { tabs: [{ val: 'right', pos: RIGHT_EDGE }] })),
      p(r(print.headings.skills), { style: 'Heading1' }),
      p(r(res.skills[0].keywords.join(', '))),
    ].join(''),
  };
};

export const TEMPLATES = { chronological, tabbed, sidebar, header, textboxed, form, modern, twopage };

const W_NS = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" '
  + 'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" '
  + `${WPS} mc:Ignorable="wps"`;

const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">
<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri" w:cs="Calibri"/><w:sz w:val="21"/><w:szCs w:val="21"/><w:lang w:val="en-GB"/></w:rPr></w:rPrDefault>
<w:pPrDefault><w:pPr><w:spacing w:after="120" w:line="259" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults>
<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>
<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:pPr><w:spacing w:after="80"/></w:pPr><w:rPr><w:rFonts w:ascii="Calibri Light" w:hAnsi="Calibri Light"/><w:kern w:val="28"/><w:sz w:val="52"/><w:szCs w:val="52"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:pPr><w:keepNext/><w:spacing w:before="240" w:after="60"/><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:b/><w:caps/><w:color w:val="1F3864"/><w:sz w:val="26"/><w:szCs w:val="26"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Heading2"><w:name w:val="heading 2"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:pPr><w:keepNext/><w:spacing w:before="60" w:after="40"/><w:outlineLvl w:val="1"/></w:pPr><w:rPr><w:sz w:val="23"/><w:szCs w:val="23"/></w:rPr></w:style>
<w:style w:type="character" w:styleId="Hyperlink"><w:name w:val="Hyperlink"/><w:rPr><w:color w:val="0563C1"/><w:u w:val="single"/></w:rPr></w:style>
</w:styles>`;

const NUMBERING = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:numbering xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">
<w:abstractNum w:abstractNumId="0"><w:multiLevelType w:val="hybridMultilevel"/><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="bullet"/><w:lvlText w:val="•"/><w:lvlJc w:val="left"/><w:pPr><w:ind w:left="360" w:hanging="360"/></w:pPr></w:lvl></w:abstractNum>
<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num>
</w:numbering>`;

const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const CT = 'application/vnd.openxmlformats-officedocument.wordprocessingml';

/**
 * The parts of a DOCX package ({ path: xml }) of one template: the body (and the page header when the template has one)
 * with Word's styles and a bullet list's numbering. `labels`: the CV language's contact labels (vocab.mjs).
 */
export function docxParts(template, res, print, labels) {
  const rels = [];
  const made = TEMPLATES[template](res, print, rels, labels);
  const { document, header: headerXml, footer: footerXml } = typeof made === 'string' ? { document: made } : made;
  const sectPr = `<w:sectPr>${headerXml ? '<w:headerReference w:type="default" r:id="rIdH1"/>' : ''}${footerXml ? '<w:footerReference w:type="default" r:id="rIdF1"/>' : ''}`
    + '<w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="708" w:footer="708" w:gutter="0"/></w:sectPr>';
  const parts = {
    '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">`
      + '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>'
      + `<Override PartName="/word/document.xml" ContentType="${CT}.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="${CT}.styles+xml"/>`
      + `<Override PartName="/word/numbering.xml" ContentType="${CT}.numbering+xml"/>`
      + `${headerXml ? `<Override PartName="/word/header1.xml" ContentType="${CT}.header+xml"/>` : ''}`
      + `${footerXml ? `<Override PartName="/word/footer1.xml" ContentType="${CT}.footer+xml"/>` : ''}</Types>`,
    '_rels/.rels': '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
      + `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="word/document.xml"/></Relationships>`,
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document ${W_NS}><w:body>${document}${sectPr}</w:body></w:document>`,
    'word/styles.xml': STYLES,
    'word/numbering.xml': NUMBERING,
    'word/_rels/document.xml.rels': '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
      + `<Relationship Id="rIdS" Type="${REL}/styles" Target="styles.xml"/><Relationship Id="rIdN" Type="${REL}/numbering" Target="numbering.xml"/>`
      + `${headerXml ? `<Relationship Id="rIdH1" Type="${REL}/header" Target="header1.xml"/>` : ''}`
      + `${footerXml ? `<Relationship Id="rIdF1" Type="${REL}/footer" Target="footer1.xml"/>` : ''}${rels.join('')}</Relationships>`,
  };
  if (headerXml) parts['word/header1.xml'] = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:hdr ${W_NS}>${headerXml}</w:hdr>`;
  if (footerXml) parts['word/footer1.xml'] = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:ftr ${W_NS}>${footerXml}</w:ftr>`;
  return parts;
}

// ---- More Word layouts: a floating sidebar text box, Europass's label column, a functional CV, a shaded banner. ----

/**
 * A floating text box anchored to the page's edge (positionH/positionV relativeFrom="page"), the page's full height, with
 * square wrapping: the body's lines run beside it, narrower. Word writes it as textBox does, twice (DrawingML and VML).
 */
const floatBox = (inner, { x, widthEmu, heightEmu, fill }) => '<w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing>'
  + `<wp:anchor distT="0" distB="0" distL="114300" distR="114300" simplePos="0" relativeHeight="251660288" behindDoc="0" locked="0" layoutInCell="1" allowOverlap="1" ${WPS}>`
  + `<wp:simplePos x="0" y="0"/><wp:positionH relativeFrom="page"><wp:posOffset>${x}</wp:posOffset></wp:positionH>`
  + '<wp:positionV relativeFrom="page"><wp:posOffset>0</wp:posOffset></wp:positionV>'
  + `<wp:extent cx="${widthEmu}" cy="${heightEmu}"/><wp:effectExtent l="0" t="0" r="0" b="0"/><wp:wrapSquare wrapText="bothSides"/><wp:docPr id="2" name="Text Box 2"/>`
  + '<a:graphic><a:graphicData uri="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"><wps:wsp><wps:cNvSpPr txBox="1"/>'
  + `<wps:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="${widthEmu}" cy="${heightEmu}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom>`
  + `<a:solidFill><a:srgbClr val="${fill}"/></a:solidFill><a:ln><a:noFill/></a:ln></wps:spPr>`
  + `<wps:txbx><w:txbxContent>${inner}</w:txbxContent></wps:txbx><wps:bodyPr rot="0" vert="horz" wrap="square" lIns="228600" tIns="457200" rIns="228600" bIns="45720" anchor="t"/>`
  + '</wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing></mc:Choice><mc:Fallback><w:pict>'
  + `<v:shape id="Text Box 2" o:spid="_x0000_s1027" type="#_x0000_t202" style="position:absolute;margin-left:${Math.round(x / 12700)}pt;margin-top:0;`
  + `width:${Math.round(widthEmu / 12700)}pt;height:${Math.round(heightEmu / 12700)}pt;mso-position-horizontal-relative:page;mso-position-vertical-relative:page" fillcolor="#${fill}" stroked="f">`
  + `<v:textbox><w:txbxContent>${inner}</w:txbxContent></v:textbox><w10:wrap type="square" xmlns:w10="urn:schemas-microsoft-com:office:word"/></v:shape></w:pict></mc:Fallback></mc:AlternateContent></w:r>`;

/** EMUs of the A4 page (twips × 635). */
const PAGE_W_EMU = 11906 * 635;
const PAGE_H_EMU = 16838 * 635;

/**
 * A full-height sidebar as a floating text box at the page's left or right edge (half the CVs each: by the name's length),
 * the contact and skills in it (with the name and headline over them in half: by the e-mail's length), anchored in the
 * name's paragraph or the first heading's; the body wraps beside it. The box is narrow (1.9 in): long e-mails, and long
 * family names in the name's large type, wrap in it.
 */
const floatside = (res, print, rels) => {
  const widthEmu = 1800000;
  const box = [
    p(r(print.headings.contact, { b: true, caps: true, color: 'FFFFFF' }), { border: true }),
    p(r(res.basics.location.address, { color: 'FFFFFF' }), { spaceAfter: 0 }),
    p(r(place(res, print), { color: 'FFFFFF' })),
    p(r(res.basics.phone, { color: 'FFFFFF' })),
    p(mailLink(res.basics.email, rels)),
    p(r(print.headings.skills, { b: true, caps: true, color: 'FFFFFF' }), { border: true }),
    ...res.skills[0].keywords.map((k) => p(r(k, { color: 'FFFFFF' }), { spaceAfter: 0 })),
  ].join('');
  const x = res.basics.name.length % 2 ? 0 : PAGE_W_EMU - widthEmu;
  // Half the sidebars hold the name and headline too, over the contact; the box is then anchored in the first heading.
  const inBox = res.basics.email.length % 2 === 0;
  const named = [
    p(r(res.basics.name, { b: true, sz: 20, color: 'FFFFFF' }), { spaceAfter: 0 }),
    p(r(res.basics.label, { i: true, color: 'FFFFFF' })),
  ].join('');
  const anchored = floatBox(inBox ? named + box : box, { x, widthEmu, heightEmu: PAGE_H_EMU, fill: '2F5496' });
  return [
    ...(inBox ? [] : [
      p(anchored + r(res.basics.name), { style: 'Title' }),
      p(r(res.basics.label, { i: true, color: '2F5496' })),
    ]),
    p((inBox ? anchored : '') + r(print.headings.experience), { style: 'Heading1' }),
    ...res.work.flatMap((w) => [
      p(r(w.position, { b: true }), { spaceAfter: 0 }),
      p(`${r(firmTown(w, print))}${r(', ')}${r(print.period(w), { i: true })}`, { spaceAfter: 0 }),
      p(r(w.summary)),
    ]),
    p(r(print.headings.education), { style: 'Heading1' }),
    ...res.education.flatMap((e) => [
      p(r(e.studyType, { b: true }), { spaceAfter: 0 }),
      p(`${r(e.institution)}${r(', ')}${r(print.period(e), { i: true })}`),
    ]),
  ].join('');
};

/**
 * The Europass CV as its Word template lays it out: one two-column table, the left column's cells right-aligned labels
 * (the sections' headings in capitals, the periods), the right column the values, the name at the top on the right;
 * half the CVs (by the name's length) in the 2004 form, each contact line beside its label ("Name", "Address", …).
 */
const europass = (res, print, rels, labels) => {
  const label = (text) => p(r(text, { caps: true, sz: 9, color: '1F3864' }), { align: 'right' });
  const period = (e) => p(r(print.period(e), { sz: 9, color: '1F3864' }), { align: 'right' });
  const small = (text) => p(r(text, { sz: 9 }), { align: 'right', spaceAfter: 0 });
  // The 2004 form labels each contact line; the 2013 one sets the name beside the heading and the lines under it.
  const head = res.basics.name.length % 2 ? [
    [label(print.headings.contact), ''],
    [small(labels.name), p(r(res.basics.name, { b: true, sz: 12 }), { spaceAfter: 0 })],
    [small(labels.address), p(r(`${res.basics.location.address}, ${place(res, print)}`), { spaceAfter: 0 })],
    [small(labels.phone), p(r(res.basics.phone), { spaceAfter: 0 })],
    [small(labels.email), p(mailLink(res.basics.email, rels))],
  ] : [
    [label(print.headings.contact), p(r(res.basics.name, { sz: 13 }))],
    ['', p(r(`${res.basics.location.address}, ${place(res, print)}`), { spaceAfter: 0 })],
    ['', p(r(res.basics.phone), { spaceAfter: 0 })],
    ['', p(mailLink(res.basics.email, rels))],
  ];
  const rows = [
    ...head,
    [label(print.headings.experience), ''],
    ...res.work.map((w) => [period(w), p(r(w.position, { sz: 12, color: '1F3864' }), { spaceAfter: 0 }) + p(r(firmTown(w, print)), { spaceAfter: 0 }) + p(r(w.summary))]),
    [label(print.headings.education), ''],
    ...res.education.map((e) => [period(e), p(r(e.studyType, { sz: 12, color: '1F3864' }), { spaceAfter: 0 }) + p(r(e.institution))]),
    [label(print.headings.skills), p(r(res.skills[0].keywords.join(', ')))],
  ];
  return rowsTable(rows, [2800, 6400]);
};

/**
 * A "functional" CV: the headline and the skills first, then a compact history of one line per job: "Title, Firm — period",
 * or "period: Title, Firm" (half the CVs, by the e-mail's length).
 */
const functional = (res, print) => [
  p(r(res.basics.name, { b: true, sz: 20 }), { spaceAfter: 0 }),
  p(r(`${res.basics.location.address}, ${place(res, print)} · ${res.basics.phone} · ${res.basics.email}`)),
  p(r(print.headings.profile), { style: 'Heading1' }),
  p(r(res.basics.label)),
  p(r(print.headings.skills), { style: 'Heading1' }),
  ...res.skills[0].keywords.map((k) => p(r(k), { bullet: true, spaceAfter: 0 })),
  p(r(print.headings.experience), { style: 'Heading1' }),
  ...res.work.map((w) => (res.basics.email.length % 2
    ? p(`${r(w.position, { b: true })}${r(`, ${firmTown(w, print)} — ${print.period(w)}`)}`, { spaceAfter: 40 })
    : p(`${r(`${print.period(w)}: `)}${r(w.position, { b: true })}${r(`, ${firmTown(w, print)}`)}`, { spaceAfter: 40 }))),
  p(r(print.headings.education), { style: 'Heading1' }),
  ...res.education.map((e) => p(`${r(e.studyType, { b: true })}${r(`, ${e.institution} — ${print.period(e)}`)}`, { spaceAfter: 40 })),
].join('');

/**
 * A banner: the name and headline in a shaded full-width table cell, the contact under them in the same cell as one line
 * of "|" pieces; each entry the title with its period on a right tab stop, the employer in italics below.
 */
const banner = (res, print) => {
  const right = { tabs: [{ val: 'right', pos: RIGHT_EDGE }], spaceAfter: 0 };
  const white = { color: 'FFFFFF' };
  const top = [
    p(r(res.basics.name, { b: true, sz: 24, ...white }), { spaceAfter: 0 }),
    p(r(res.basics.label, { sz: 13, ...white })),
    p(r(`${res.basics.location.address}, ${place(res, print)} | ${res.basics.phone} | ${res.basics.email}`, { sz: 9, ...white })),
  ].join('');
  return [
    layoutTable([{ width: RIGHT_EDGE, inner: top, shade: '1F3864' }]),
    p(r(print.headings.experience), { style: 'Heading1' }),
    ...res.work.flatMap((w) => [
      p(`${r(w.position, { b: true })}${TAB}${r(print.period(w))}`, right),
      p(r(firmTown(w, print), { i: true }), { spaceAfter: 0 }),
      p(r(w.summary), { bullet: true }),
    ]),
    p(r(print.headings.education), { style: 'Heading1' }),
    ...res.education.flatMap((e) => [
      p(`${r(e.studyType, { b: true })}${TAB}${r(print.period(e))}`, right),
      p(r(e.institution, { i: true })),
    ]),
    p(r(print.headings.skills), { style: 'Heading1' }),
    p(r(res.skills[0].keywords.join(' | '))),
  ].join('');
};

Object.assign(TEMPLATES, { floatside, europass, functional, banner });

// Added 2026-12-04: scored before anyone tuned on them.
// Layouts common in the Word CVs recruiters receive that the templates above do not make: a skills-first CV whose
// history is one tabbed line per job, a table with the periods in the RIGHT cell, the section headings in a narrow left
// column beside each entry's own row, and the whole contact as one "·" line in the page footer.

/** The CV's languages section (the generator's headings and language names, wild.mjs), found by its headings' language. */
const spokenOf = (print) => {
  const lang = Object.keys(VOCAB).find((l) => VOCAB[l].headings === print.headings) ?? 'en';
  const [heading, names, native] = LANGUAGE_SECTION[lang];
  return { heading, line: `${names[0]} (${native}), ${names[1]} (C1), ${names[2]} (B2)` };
};

/**
 * A skills-first CV: name, headline and contact, a profile, the key skills as bullets, then a terse history of one line
 * per job, "period ⇥ Title, Employer, Town" on a left tab stop (a typist's two spaces in place of the tab in half the
 * CVs, by the name's length), the studies alike, and the languages.
 */
const skillsfirst = (res, print) => {
  const gap = res.basics.name.length % 2 ? TAB : r('  ');
  const tabbedLine = (period, rest) => p(`${r(period)}${gap}${r(rest)}`, { tabs: [{ val: 'left', pos: 2400 }], spaceAfter: 20 });
  const spoken = spokenOf(print);
  return [
    p(r(res.basics.name, { b: true, sz: 20 }), { align: 'center', spaceAfter: 0 }),
    p(r(res.basics.label, { i: true }), { align: 'center', spaceAfter: 0 }),
    p(r(`${res.basics.location.address}, ${place(res, print)}`), { align: 'center', spaceAfter: 0 }),
    p(`${r(res.basics.phone)}${r('  |  ')}${r(res.basics.email)}`, { align: 'center' }),
    p(r(print.headings.profile, { b: true, caps: true }), { border: true }),
    p(r(res.basics.summary)),
    p(r(print.headings.skills, { b: true, caps: true }), { border: true }),
    ...res.skills[0].keywords.map((k) => p(r(k), { bullet: true, spaceAfter: 0 })),
    p(r(print.headings.experience, { b: true, caps: true }), { border: true }),
    ...res.work.map((w) => tabbedLine(print.period(w), `${w.position}, ${firmTown(w, print)}`)),
    p(r(print.headings.education, { b: true, caps: true }), { border: true }),
    ...res.education.map((e) => tabbedLine(print.period(e), `${e.studyType}, ${e.institution}`)),
    p(r(spoken.heading, { b: true, caps: true }), { border: true }),
    p(r(spoken.line)),
  ].join('');
};

/**
 * A table CV with the periods in the RIGHT cell: each entry a row, the title in bold over the employer (and the duties)
 * in the wide left cell, its period right-aligned in the narrow right one; the contact in a two-cell table under the name.
 */
const rightdates = (res, print, rels) => {
  const when = (e) => p(r(print.period(e), { color: '595959' }), { align: 'right' });
  const spoken = spokenOf(print);
  return [
    p(r(res.basics.name), { style: 'Title' }),
    p(r(res.basics.label, { i: true })),
    rowsTable([[
      p(r(res.basics.location.address), { spaceAfter: 0 }) + p(r(place(res, print))),
      p(r(res.basics.phone), { align: 'right', spaceAfter: 0 }) + p(mailLink(res.basics.email, rels), { align: 'right' }),
    ]], [5000, 4000]),
    p(r(print.headings.experience), { style: 'Heading1' }),
    rowsTable(res.work.map((w) => [
      p(r(w.position, { b: true }), { spaceAfter: 0 }) + p(r(firmTown(w, print)), { spaceAfter: 0 }) + p(r(w.summary)),
      when(w),
    ]), [6800, 2200]),
    p(r(print.headings.education), { style: 'Heading1' }),
    rowsTable(res.education.map((e) => [p(r(e.studyType, { b: true }), { spaceAfter: 0 }) + p(r(e.institution)), when(e)]), [6800, 2200]),
    p(r(print.headings.skills), { style: 'Heading1' }),
    p(r(res.skills[0].keywords.join(', '))),
    p(r(spoken.heading), { style: 'Heading1' }),
    p(r(spoken.line)),
  ].join('');
};

/**
 * The whole CV in one two-column table, each section's heading in the narrow left cell of its first row only and every
 * entry a row of its own on the right: the title in bold with the period on a right tab stop in the cell, the employer
 * under it. The name and headline over the table; the contact the first section's rows.
 */
const headcol = (res, print, rels) => {
  const heading = (text) => p(r(text, { b: true, sz: 11, color: '2E74B5' }));
  const inCell = { tabs: [{ val: 'right', pos: 6600 }], spaceAfter: 0 };
  const section = (title, entries) => entries.map((inner, i) => [i === 0 ? heading(title) : '', inner]);
  const spoken = spokenOf(print);
  return [
    p(r(res.basics.name, { b: true, sz: 22 }), { spaceAfter: 0 }),
    p(r(res.basics.label, { color: '595959' })),
    rowsTable([
      ...section(print.headings.contact, [
        p(r(`${res.basics.location.address}, ${place(res, print)}`), { spaceAfter: 0 })
        + p(r(res.basics.phone), { spaceAfter: 0 }) + p(mailLink(res.basics.email, rels)),
      ]),
      ...section(print.headings.experience, res.work.map((w) => p(`${r(w.position, { b: true })}${TAB}${r(print.period(w))}`, inCell)
        + p(r(firmTown(w, print), { i: true }), { spaceAfter: 0 }) + p(r(w.summary)))),
      ...section(print.headings.education, res.education.map((e) => p(`${r(e.studyType, { b: true })}${TAB}${r(print.period(e))}`, inCell)
        + p(r(e.institution, { i: true })))),
      ...section(print.headings.skills, [p(r(res.skills[0].keywords.join(', ')))]),
      ...section(spoken.heading, [p(r(spoken.line))]),
    ], [2200, 6800]),
  ].join('');
};

/**
 * The contact only in the page footer, one centred line "Street 5 · 12345 Town · phone · e-mail" on every page; the body
 * the name and headline, then each job as the employer in bold and the title with its period in brackets on the next line.
 */
const footerline = (res, print) => {
  const spoken = spokenOf(print);
  return {
    footer: p(r([res.basics.location.address, place(res, print), res.basics.phone, res.basics.email].join(' · '), { sz: 8, color: '595959' }),
      { align: 'center' }),
    document: [
      p(r(res.basics.name, { b: true, sz: 22 }), { spaceAfter: 0 }),
      p(r(res.basics.label, { sz: 13, color: '595959' }), { border: true }),
      p(r(print.headings.experience), { style: 'Heading1' }),
      ...res.work.flatMap((w) => [
        p(r(firmTown(w, print), { b: true }), { spaceAfter: 0 }),
        p(`${r(w.position, { i: true })}${r(` (${print.period(w)})`)}`, { spaceAfter: 0 }),
        p(r(w.summary), { bullet: true }),
      ]),
      p(r(print.headings.education), { style: 'Heading1' }),
      ...res.education.flatMap((e) => [
        p(r(e.institution, { b: true }), { spaceAfter: 0 }),
        p(`${r(e.studyType, { i: true })}${r(` (${print.period(e)})`)}`),
      ]),
      p(r(print.headings.skills), { style: 'Heading1' }),
      p(r(res.skills[0].keywords.join(', '))),
      p(r(spoken.heading), { style: 'Heading1' }),
      p(r(spoken.line)),
    ].join(''),
  };
};

Object.assign(TEMPLATES, { skillsfirst, rightdates, headcol, footerline });

// Added 2026-12-04 (2): scored before anyone tuned on them.
// More layouts of the Word CVs recruiters receive: the name and contact only in the page header (the contact a
// right-aligned block beside the name), each job a three-cell table row with its duties in a merged row under it, the
// bold employer with its town on a right tab stop over the title and period, and the whole CV one two-cell table row.

/**
 * The name and headline on the left of the page header and the contact as a block of right-aligned lines on a right tab
 * stop beside them (no table); the body starts with the profile. Each entry the title in bold, then "Employer, Town |
 * period" in grey.
 */
const headerblock = (res, print) => {
  const right = { tabs: [{ val: 'right', pos: RIGHT_EDGE }], spaceAfter: 0 };
  const line = (left, contact) => p(`${left}${TAB}${r(contact, { sz: 9 })}`, right);
  const spoken = spokenOf(print);
  return {
    header: [
      line(r(res.basics.name, { b: true, sz: 18 }), res.basics.location.address),
      line(r(res.basics.label, { color: '595959' }), place(res, print)),
      line('', res.basics.phone),
      line('', res.basics.email),
    ].join(''),
    document: [
      p(r(print.headings.profile), { style: 'Heading1' }),
      p(r(res.basics.summary)),
      p(r(print.headings.experience), { style: 'Heading1' }),
      ...res.work.flatMap((w) => [
        p(r(w.position, { b: true }), { spaceAfter: 0 }),
        p(r(`${firmTown(w, print)} | ${print.period(w)}`, { color: '595959' }), { spaceAfter: 0 }),
        p(r(w.summary), { bullet: true }),
      ]),
      p(r(print.headings.education), { style: 'Heading1' }),
      ...res.education.flatMap((e) => [
        p(r(e.studyType, { b: true }), { spaceAfter: 0 }),
        p(r(`${e.institution} | ${print.period(e)}`, { color: '595959' })),
      ]),
      p(r(print.headings.skills), { style: 'Heading1' }),
      p(r(res.skills[0].keywords.join(', '))),
      p(r(spoken.heading), { style: 'Heading1' }),
      p(r(spoken.line)),
    ].join(''),
  };
};

/** A table cell of `width` twips spanning `span` grid columns. */
const cell = (width, inner, span = 1) => `<w:tc><w:tcPr><w:tcW w:w="${width}" w:type="dxa"/>${span > 1 ? `<w:gridSpan w:val="${span}"/>` : ''}</w:tcPr>${inner || '<w:p/>'}</w:tc>`;

/**
 * Each job a three-cell table row "period | Employer, Town | Title" with its duties in a merged row under it (one cell over
 * the three columns), the studies alike without the duties; the name, headline and contact lines over the tables.
 */
const gridrows = (res, print) => {
  const widths = [2000, 3800, 3200];
  const table = (rows) => `<w:tbl><w:tblPr><w:tblW w:w="${widths.reduce((s, w) => s + w, 0)}" w:type="dxa"/><w:tblLayout w:type="fixed"/></w:tblPr>`
    + `<w:tblGrid>${widths.map((w) => `<w:gridCol w:w="${w}"/>`).join('')}</w:tblGrid>${rows.map((row) => `<w:tr>${row}</w:tr>`).join('')}</w:tbl>`;
  const entry = (period, where, what) => cell(widths[0], p(r(period), { spaceAfter: 0 })) + cell(widths[1], p(r(where, { b: true }), { spaceAfter: 0 }))
    + cell(widths[2], p(r(what, { i: true }), { spaceAfter: 0 }));
  const spoken = spokenOf(print);
  return [
    p(r(res.basics.name, { b: true, sz: 20 }), { spaceAfter: 0 }),
    p(r(res.basics.label)),
    p(r(res.basics.location.address), { spaceAfter: 0 }),
    p(r(place(res, print)), { spaceAfter: 0 }),
    p(r(res.basics.phone), { spaceAfter: 0 }),
    p(r(res.basics.email)),
    p(r(print.headings.experience), { style: 'Heading1' }),
    table(res.work.flatMap((w) => [entry(print.period(w), firmTown(w, print), w.position), cell(9000, p(r(w.summary)), 3)])),
    p(r(print.headings.education), { style: 'Heading1' }),
    table(res.education.map((e) => entry(print.period(e), e.institution, e.studyType))),
    p(r(print.headings.skills), { style: 'Heading1' }),
    p(r(res.skills[0].keywords.join(', '))),
    p(r(spoken.heading), { style: 'Heading1' }),
    p(r(spoken.line)),
  ].join('');
};

/**
 * Each entry the employer in bold with its town on a right tab stop on the same line, the title in italics and the period
 * on the next, "Title, period"; the contact one line of "•" pieces under a centred name.
 */
const firmright = (res, print) => {
  const right = { tabs: [{ val: 'right', pos: RIGHT_EDGE }], spaceAfter: 0 };
  const spoken = spokenOf(print);
  return [
    p(r(res.basics.name, { b: true, sz: 20 }), { align: 'center', spaceAfter: 0 }),
    p(r(res.basics.label), { align: 'center', spaceAfter: 0 }),
    p(r(`${res.basics.location.address}, ${place(res, print)} • ${res.basics.phone} • ${res.basics.email}`, { sz: 9 }), { align: 'center' }),
    p(r(print.headings.experience, { b: true, caps: true }), { border: true }),
    ...res.work.flatMap((w) => [
      p(`${r(w.name, { b: true })}${TAB}${r(print.town ?? '')}`, right),
      p(`${r(w.position, { i: true })}${r(`, ${print.period(w)}`)}`, { spaceAfter: 0 }),
      p(r(w.summary), { bullet: true }),
    ]),
    ...ruledSchools(res, print, right),
    p(r(print.headings.skills, { b: true, caps: true }), { border: true }),
    p(r(res.skills[0].keywords.join(', '))),
    p(r(spoken.heading, { b: true, caps: true }), { border: true }),
    p(r(spoken.line)),
  ].join('');
};

/**
 * The whole CV one two-cell table row: the name and headline at the top of the wide right cell over the work and the
 * studies; the narrow left cell the contact (each line under a small label), the skills and the languages.
 */
const onerow = (res, print, rels, labels) => {
  const small = (text) => p(r(text, { sz: 8, color: '7F7F7F' }), { spaceAfter: 0 });
  const heading = (text) => p(r(text, { b: true, caps: true, color: '2E74B5' }), { border: true });
  const spoken = spokenOf(print);
  const left = [
    heading(print.headings.contact),
    small(labels.address), p(r(res.basics.location.address), { spaceAfter: 0 }), p(r(place(res, print))),
    small(labels.phone), p(r(res.basics.phone)),
    small(labels.email), p(mailLink(res.basics.email, rels)),
    heading(print.headings.skills),
    ...res.skills[0].keywords.map((k) => p(r(k), { spaceAfter: 0 })),
    heading(spoken.heading),
    ...spoken.line.split(', ').map((l) => p(r(l), { spaceAfter: 0 })),
  ].join('');
  const main = [
    p(r(res.basics.name, { b: true, sz: 22 }), { spaceAfter: 0 }),
    p(r(res.basics.label, { sz: 13, color: '595959' })),
    heading(print.headings.experience),
    ...res.work.flatMap((w) => [
      p(`${r(w.position, { b: true })}${r(` – ${firmTown(w, print)}`)}`, { spaceAfter: 0 }),
      p(r(print.period(w), { i: true, color: '595959' }), { spaceAfter: 0 }),
      p(r(w.summary)),
    ]),
    heading(print.headings.education),
    ...res.education.flatMap((e) => [
      p(`${r(e.studyType, { b: true })}${r(` – ${e.institution}`)}`, { spaceAfter: 0 }),
      p(r(print.period(e), { i: true, color: '595959' })),
    ]),
  ].join('');
  return layoutTable([{ width: 3000, inner: left }, { width: 6600, inner: main }]);
};

Object.assign(TEMPLATES, { headerblock, gridrows, firmright, onerow });
