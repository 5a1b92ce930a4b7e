// Hostile résumé files made on the fly (nothing large is committed):
// - a zip-bomb DOCX whose word/document.xml inflates to hundreds of MB while the ZIP
//   directory *lies* about the size (so only the parser's memory limit can stop it);
// - a hostile PDF: a Flate bomb content stream, a page tree that contains itself, and
//   a broken cross-reference table.
import { createDeflateRaw, deflateRawSync } from 'node:zlib';

/** Deflates `total` bytes of `unit` repeated, streaming (never holds the expanded text). */
async function deflateRepeated(head: string, unit: string, total: number, tail: string): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  const chunk = Buffer.from(unit.repeat(Math.ceil((1 << 20) / unit.length)));
  deflate.write(head);
  for (let written = 0; written < total; written += chunk.length) {
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end(tail);
  await done;
  return Buffer.concat(out);
}

interface ZipEntry {
  name: string;
  data: Buffer;
  /** The size the directory claims; the truth for honest entries. */
  claimedSize: number;
  crc: number;
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function honest(name: string, text: string): ZipEntry {
  const raw = Buffer.from(text);
  return { name, data: deflateRawSync(raw), claimedSize: raw.length, crc: crc32(raw) };
}

function buildZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0, 6);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(0, 10);
    local.writeUInt16LE(0x21, 12);
    local.writeUInt32LE(entry.crc, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.claimedSize, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, name, entry.data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(0, 12);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(entry.crc, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.claimedSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A DOCX whose document.xml expands to `expandedMb` MB, declared as twice its compressed size. */
export async function zipBombDocx(expandedMb = 400): Promise<Buffer> {
  const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
  const bomb = await deflateRepeated(
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${W}"><w:body><w:p><w:r><w:t>`,
    'Anna Kovacs anna@example.com ',
    expandedMb * 1024 * 1024,
    '</w:t></w:r></w:p></w:body></w:document>',
  );
  return buildZip([
    honest('[Content_Types].xml', '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>'),
    honest('_rels/.rels', '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>'),
    { name: 'word/document.xml', data: bomb, claimedSize: bomb.length * 2, crc: 0 },
  ]);
}

/** A PDF with a Flate bomb page content, a self-containing page tree and a lying xref. */
export async function hostilePdf(expandedMb = 300, options: { cycle?: boolean; nesting?: number } = {}): Promise<Buffer> {
  const { cycle = true, nesting = 50_000 } = options;
  const raw = await deflateRepeated('BT /F1 12 Tf 72 712 Td ', '(Anna Kovacs) Tj ', expandedMb * 1024 * 1024, ' ET');
  // Wrap the raw deflate stream in a zlib container (2-byte header; Adler-32 left wrong on purpose).
  const content = Buffer.concat([Buffer.from([0x78, 0xda]), raw, Buffer.from([0, 0, 0, 0])]);
  const parts: (string | Buffer)[] = [
    '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n',
    // The page tree lists itself as a kid: a naive walker never ends.
    cycle ? '2 0 obj << /Type /Pages /Kids [3 0 R 2 0 R 2 0 R] /Count 1000000000 >> endobj\n' : '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj\n',
    `4 0 obj << /Length ${content.length} /Filter /FlateDecode >> stream\n`,
    content,
    '\nendstream endobj\n',
    '5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj\n',
    // A deeply nested array, to stress recursive parsers.
    `6 0 obj ${'['.repeat(nesting)}${']'.repeat(nesting)} endobj\n`,
    'xref\n0 7\n0000000000 65535 f \n0000000009 00000 n \n9999999999 00000 n \n',
    'trailer << /Size 7 /Root 1 0 R >>\nstartxref\n123456789\n%%EOF\n',
  ];
  return Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : p)));
}

/** zlib (header + raw deflate + Adler-32) of `total` zero bytes, streamed: a few KB per 10 MB. */
export async function deflatedZeros(total: number): Promise<Buffer> {
  const { createDeflate } = await import('node:zlib');
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  const chunk = Buffer.alloc(1 << 20);
  for (let written = 0; written < total; written += chunk.length) {
    if (!deflate.write(chunk.subarray(0, Math.min(chunk.length, total - written)))) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat(out);
}

/**
 * A one-page PDF with readable text and one FlateDecode stream that
 * inflates to `expandedMb` MB of zeros (twice compressed with `layers: 2`), referenced as
 * the page's second content stream so pdfjs would inflate it.
 */
export async function zeroBombPdf(expandedMb: number, options: { layers?: 1 | 2; filterByReference?: boolean } = {}): Promise<Buffer> {
  const { deflateSync } = await import('node:zlib');
  let bomb = await deflatedZeros(expandedMb * 1024 * 1024);
  if (options.layers === 2) bomb = deflateSync(bomb);
  const filter = options.filterByReference ? '7 0 R' : options.layers === 2 ? '[/FlateDecode /FlateDecode]' : '/FlateDecode';
  const text = Buffer.from('BT /F1 12 Tf 72 712 Td (Anna Kovacs anna.kovacs@example.com) Tj ET', 'latin1');
  const objects: (string | Buffer)[][] = [
    ['<< /Type /Catalog /Pages 2 0 R >>'],
    ['<< /Type /Pages /Kids [3 0 R] /Count 1 >>'],
    ['<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents [4 0 R 6 0 R] /Resources << /Font << /F1 5 0 R >> >> >>'],
    [`<< /Length ${text.length} >> stream\n`, text, '\nendstream'],
    ['<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'],
    [`<< /Length ${bomb.length} /Filter ${filter} >> stream\n`, bomb, '\nendstream'],
    ['/FlateDecode'],
  ];
  const bytes = (p: string | Buffer) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : p);
  const out: Buffer[] = [bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n')];
  let offset = out[0]!.length;
  const offsets: number[] = [];
  for (const [i, parts] of objects.entries()) {
    offsets.push(offset);
    const object = Buffer.concat([bytes(`${i + 1} 0 obj `), ...parts.map(bytes), bytes(' endobj\n')]);
    out.push(object);
    offset += object.length;
  }
  const xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out.push(bytes(`${xref}trailer << /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`));
  return Buffer.concat(out);
}
