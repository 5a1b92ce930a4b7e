// Printed e-mail addresses set right by a PDF's "mailto:" links (invented people and domains).
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { withLinkedAddresses } from '../../../src/parser/fields/email-links.js';
import { extractFields, loadVocabulary } from '../../../src/parser/fields/index.js';
import { extractPdf } from '../../../src/parser/extract/pdf.js';

const vocabulary = loadVocabulary(fileURLToPath(new URL('../../../data', import.meta.url)));

/** A one-page PDF: each line of text in Helvetica, 14 points apart, and a link annotation to each URI. */
function pdfWith(lines: string[], uris: string[]): Uint8Array {
  const stream = `BT /F1 10 Tf 14 TL 60 780 Td ${lines.map((l) => `(${l}) Tj T*`).join(' ')} ET`;
  const annots = uris.map((_, k) => `${6 + k} 0 R`).join(' ');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R /Annots [${annots}] >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    ...uris.map((uri) => `<< /Type /Annot /Subtype /Link /Rect [60 700 200 712] /Border [0 0 0] /A << /S /URI /URI (${uri}) >> >>`),
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, k) => {
    offsets.push(body.length);
    body += `${k + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

describe('withLinkedAddresses', () => {
  it('makes a printed address that lost its head, or has a hyphen put in or left out, the linked one', () => {
    expect(withLinkedAddresses(['tellanos.ines@example.es'], ['castellanos.ines@example.es'])).toEqual(['castellanos.ines@example.es']);
    expect(withLinkedAddresses(['brandt-hollis.m@example.org'], ['brandthollis.m@example.org'])).toEqual(['brandthollis.m@example.org']);
    expect(withLinkedAddresses(['brandthollis.m@example.org'], ['brandt-hollis.m@example.org'])).toEqual(['brandt-hollis.m@example.org']);
  });

  it('leaves other addresses as printed, and lists none twice', () => {
    // Another domain, another person, a tail too short to tell: as printed.
    expect(withLinkedAddresses(['ines@example.es', 'jo@example.org', 'referee@example.org'], ['castellanos.ines@example.com', 'anna.jo@example.org']))
      .toEqual(['ines@example.es', 'jo@example.org', 'referee@example.org']);
    expect(withLinkedAddresses(['tellanos.ines@example.es', 'castellanos.ines@example.es'], ['castellanos.ines@example.es']))
      .toEqual(['castellanos.ines@example.es']);
    expect(withLinkedAddresses(['a.b@example.org'], [])).toEqual(['a.b@example.org']);
    // A malformed link's address ("mailto://…" read with its slashes) is none to take.
    expect(withLinkedAddresses(['ida.fenner@example.org'], ['//ida.fenner@example.org'])).toEqual(['ida.fenner@example.org']);
  });
});

describe('e-mail from a PDF with a mailto link', () => {
  it('reads the link\'s address, and the field takes it over the printed pieces', async () => {
    const bytes = pdfWith(['Ines Castellanos', 'cas-', 'Project lead, Valderrosa S.L.', 'tellanos.ines@example.es'],
      ['mailto:Castellanos.Ines@example.es?subject=CV', 'https://example.es/ines']);
    const content = await extractPdf(bytes, { ocr: false, textOnly: true });
    expect(content.mailto).toEqual(['castellanos.ines@example.es']);
    expect(extractFields(content, vocabulary).email).toEqual(['castellanos.ines@example.es']);
    // A link written like a web address ("mailto://…") names the same address.
    const slashed = await extractPdf(pdfWith(['Ida Fenner', 'ida.fen-', 'ner@example.org'], ['mailto://ida.fenner@example.org']), { ocr: false, textOnly: true });
    expect(slashed.mailto).toEqual(['ida.fenner@example.org']);
    // A page whose text breaks no line at a hyphen has no address to mend: its links are not read.
    const whole = await extractPdf(pdfWith(['Ida Fenner', 'ida.fenner@example.org'], ['mailto:ida.fenner@example.org']), { ocr: false, textOnly: true });
    expect(whole.mailto).toBeUndefined();
    // Without the link the field is the printed tail.
    expect(extractFields({ ...content, mailto: [] }, vocabulary).email).toEqual(['tellanos.ines@example.es']);
  });
});
