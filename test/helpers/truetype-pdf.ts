// A PDF in an embedded TrueType font (the program pdfjs ships for its standard fonts), each
// line in a font object of its own, with or without a ToUnicode map: text-only fonts
// (scripts/pdfjs-text-fonts.mjs) skip the program of the first kind only.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const TRUETYPE = readFileSync(createRequire(import.meta.url).resolve('pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf'));

/** Codes 32-126 to the same Unicode values. */
const TO_UNICODE = '/CIDInit /ProcSet findresource begin 12 dict begin begincmap /CMapName /Invented-UCS def ' +
  '1 begincodespacerange <00> <FF> endcodespacerange 1 beginbfrange <20> <7E> <0020> endbfrange endcmap ' +
  'CMapName currentdict /CMap defineresource pop end end';

export interface TrueTypeLine { text: string; toUnicode: boolean; size?: number }

/** One page: each line (ASCII) at 12 pt unless given, 30 pt apart from the top, plus `shapes` (content operators) if any. */
export function trueTypePdf(lines: TrueTypeLine[], shapes = ''): Uint8Array {
  // Wide enough for any letter of the program, so that a drawn page reads well too.
  const widths = `[${Array.from({ length: 95 }, (_, i) => 650 + ((i * 37) % 200)).join(' ')}]`;
  const content = lines.map((line, i) => `BT /F${i + 1} ${line.size ?? 12} Tf 50 ${780 - i * 30 - (line.size ?? 12)} Td (${line.text}) Tj ET\n`).join('') + shapes;
  // Objects 1-5 are fixed; each line's font follows.
  const fonts = lines.map((line) =>
    `<< /Type /Font /Subtype /TrueType /BaseFont /ABCDEF+LiberationSans /FirstChar 32 /LastChar 126 /Widths ${widths} ` +
    `/Encoding /WinAnsiEncoding /FontDescriptor 4 0 R${line.toUnicode ? ' /ToUnicode 5 0 R' : ''} >>`);
  const fontRefs = lines.map((_, i) => `/F${i + 1} ${6 + i} 0 R`).join(' ');
  const objects: (string | Buffer)[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << ${fontRefs} >> >> /Contents ${6 + lines.length} 0 R >>`,
    '<< /Type /FontDescriptor /FontName /ABCDEF+LiberationSans /Flags 32 /FontBBox [-203 -303 1050 910] /ItalicAngle 0 ' +
      `/Ascent 905 /Descent -212 /CapHeight 716 /StemV 80 /FontFile2 ${7 + lines.length} 0 R >>`,
    `<< /Length ${TO_UNICODE.length} >>\nstream\n${TO_UNICODE}\nendstream`,
    ...fonts,
    `<< /Length ${content.length} >>\nstream\n${content}endstream`,
    Buffer.concat([Buffer.from(`<< /Length ${TRUETYPE.length} /Length1 ${TRUETYPE.length} >>\nstream\n`, 'latin1'), TRUETYPE, Buffer.from('\nendstream', 'latin1')]),
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n', 'latin1')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(length);
    const bytes = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, 'latin1'), Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1'), Buffer.from('\nendobj\n', 'latin1')]);
    parts.push(bytes);
    length += bytes.length;
  });
  const xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`, 'latin1'));
  return new Uint8Array(Buffer.concat(parts));
}
