// A PDF in embedded fonts (programs pdfjs ships for its standard fonts: a TrueType one and a
// bare CFF one), each line in a font object of its own, with or without a ToUnicode map:
// text-only fonts (scripts/pdfjs-text-fonts.mjs) leave the programs of the first kind unconverted.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const resolve = createRequire(import.meta.url).resolve;
const PROGRAMS = {
  truetype: { bytes: readFileSync(resolve('pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf')), file: 'FontFile2', subtype: 'TrueType', extra: '' },
  // A CFF font program, as LaTeX and many PDF writers embed (FontFile3, Type1C).
  cff: { bytes: readFileSync(resolve('pdfjs-dist/standard_fonts/FoxitSerif.pfb')), file: 'FontFile3', subtype: 'Type1', extra: ' /Subtype /Type1C' },
} as const;

/** Codes 32-126 to the same Unicode values. */
const TO_UNICODE = '/CIDInit /ProcSet findresource begin 12 dict begin begincmap /CMapName /Invented-UCS def ' +
  '1 begincodespacerange <00> <FF> endcodespacerange 1 beginbfrange <20> <7E> <0020> endbfrange endcmap ' +
  'CMapName currentdict /CMap defineresource pop end end';

export interface FontLine { text: string; toUnicode: boolean; size?: number; program?: keyof typeof PROGRAMS }

/** One page: each line (ASCII) at 12 pt unless given, 30 pt apart from the top, in a TrueType program unless given. */
export function trueTypePdf(lines: FontLine[]): Uint8Array {
  // Wide enough for any letter of the programs, so that a drawn page reads well too.
  const widths = `[${Array.from({ length: 95 }, (_, i) => 650 + ((i * 37) % 200)).join(' ')}]`;
  const content = lines.map((line, i) => `BT /F${i + 1} ${line.size ?? 12} Tf 50 ${780 - i * 30 - (line.size ?? 12)} Td (${line.text}) Tj ET\n`).join('');
  const objects: (string | Buffer)[] = [];
  const add = (body: string | Buffer): number => objects.push(body);
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add('<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
  const page = add(''); // filled in below, once the fonts have their numbers
  const toUnicode = add(`<< /Length ${TO_UNICODE.length} >>\nstream\n${TO_UNICODE}\nendstream`);
  const descriptors = new Map<string, number>();
  const descriptorOf = (name: keyof typeof PROGRAMS): number => {
    if (!descriptors.has(name)) {
      const { bytes, file, extra } = PROGRAMS[name];
      const program = add(Buffer.concat([
        Buffer.from(`<< /Length ${bytes.length} /Length1 ${bytes.length}${extra} >>\nstream\n`, 'latin1'), bytes, Buffer.from('\nendstream', 'latin1'),
      ]));
      descriptors.set(name, add(`<< /Type /FontDescriptor /FontName /ABCDEF+Invented${name} /Flags 32 /FontBBox [-203 -303 1050 910] ` +
        `/ItalicAngle 0 /Ascent 905 /Descent -212 /CapHeight 716 /StemV 80 /${file} ${program} 0 R >>`));
    }
    return descriptors.get(name)!;
  };
  const fonts = lines.map((line) => {
    const name = line.program ?? 'truetype';
    return add(`<< /Type /Font /Subtype /${PROGRAMS[name].subtype} /BaseFont /ABCDEF+Invented${name} /FirstChar 32 /LastChar 126 ` +
      `/Widths ${widths} /Encoding /WinAnsiEncoding /FontDescriptor ${descriptorOf(name)} 0 R${line.toUnicode ? ` /ToUnicode ${toUnicode} 0 R` : ''} >>`);
  });
  const contents = add(`<< /Length ${content.length} >>\nstream\n${content}endstream`);
  objects[page - 1] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << ${
    fonts.map((ref, i) => `/F${i + 1} ${ref} 0 R`).join(' ')} >> >> /Contents ${contents} 0 R >>`;
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
