// Address forms of the address-print class of the invented-CV generator (test/parser/generator/address-forms.mjs): icon
// glyphs before the pieces of a contact block, an address label alone over its address, short street words and a flat
// glued to the town line. Invented people, streets, towns and numbers.
import { describe, it, expect } from 'vitest';
import { extractAddress } from '../../../src/parser/fields/address.js';
import { parseAddressLine } from '../../../src/parser/fields/address-parts.js';
import { addressPieces } from '../../../src/parser/fields/contact-segments.js';
import { buildDocument } from '../../../src/parser/fields/document.js';
import { docOf } from './helpers.js';

const address = (...rows: string[]) => extractAddress(docOf(...rows)).value;

describe('icons before the pieces of a contact block', () => {
  it('a DOCX line whose cells start with private-use icons keeps its cells', () => {
    // Word's text joins the cells by a space; the icon left a space of its own where it stood.
    const line = { text: '\uF3C5 6720 Tóváros Szilfa utca 12. \uF095 06 30 555 0142', page: 1,
      cells: ['\uF3C5 6720 Tóváros', 'Szilfa utca 12.', '\uF095 06 30 555 0142'] };
    expect(buildDocument({ text: line.text, lines: [line] }).lines[0]?.segments).toEqual(['6720 Tóváros', 'Szilfa utca 12.', '06 30 555 0142']);
  });

  it('the address of such a line is read whole', () => {
    const line = { text: '\uF3C5 6720 Tóváros Szilfa utca 12. \uF095 06 30 555 0142', page: 1,
      cells: ['\uF3C5 6720 Tóváros', 'Szilfa utca 12.', '\uF095 06 30 555 0142'] };
    const doc = buildDocument({ text: `Minta Réka\n${line.text}\nSzakmai tapasztalat`, lines: [{ text: 'Minta Réka', page: 1 }, line,
      { text: 'Szakmai tapasztalat', page: 1 }] });
    expect(extractAddress(doc).value).toEqual({ street: 'Szilfa utca 12', city: 'Tóváros', zip: '6720' });
  });

  it('a sign before an address label does not hide the label', () => {
    expect(address('Mira Example', 'Data Analyst', '® Wohnort: Seestadt', '© 0151 2345 6789', '¬ mira@example.org', 'Berufserfahrung'))
      .toEqual({ street: '', city: 'Seestadt', zip: '' });
  });
});

describe('an address label alone on its line', () => {
  it.each<[string, string[], { street: string; city: string; zip: string }]>([
    ['a town under a residence label', ['Località:', 'Borgoverde'], { street: '', city: 'Borgoverde', zip: '' }],
    ['a town under an address label', ['Address:', 'Millbrook'], { street: '', city: 'Millbrook', zip: '' }],
    ['a whole address over two lines', ['Adres:', 'ul. Wrzosowa 5/7', '61-758 Brzozówka'], { street: 'ul. Wrzosowa 5/7', city: 'Brzozówka',
      zip: '61-758' }],
  ])('%s', (_n, rows, want) => expect(address('Mira Example', 'Contact', ...rows, 'Phone: 0151 2345 6789', 'Experience')).toEqual(want));

  it('a label word without its colon, alone, is a heading: the line below is not taken for a town', () => {
    expect(address('Mira Example', 'Data Analyst', 'Location', 'Remote Friendly', 'Experience')).toEqual({ street: '', city: '', zip: '' });
  });
});

describe('a labelled town before a street without a street word', () => {
  it('"Town, Name 12" under an address label', () => {
    expect(address('Mira Example', 'Anschrift: Seestadt, Am Anger 31', 'Telefon: 0151 2345 6789', 'Berufserfahrung'))
      .toEqual({ street: 'Am Anger 31', city: 'Seestadt', zip: '' });
  });

  it('not without the label', () => {
    expect(parseAddressLine('Seestadt, Am Anger 31')).toEqual({});
  });
});

describe('short street words and flats', () => {
  it.each<[string, { street?: string; city?: string; zip?: string; state?: string }]>([
    ['84 Kingfisher Cl, Suite 26, Lakeport, OH 43215', { street: '84 Kingfisher Cl, Suite 26', city: 'Lakeport', zip: '43215', state: 'OH' }],
    ['7 Larch Gdns, Millbrook M4 5JD', { street: '7 Larch Gdns', city: 'Millbrook', zip: 'M4 5JD' }],
    ['12 Elder Mews, Millbrook LS2 8JS', { street: '12 Elder Mews', city: 'Millbrook', zip: 'LS2 8JS' }],
    ['6720 Tóváros, Szilfa u. 58.', { zip: '6720', city: 'Tóváros', street: 'Szilfa u. 58' }],
    // The flat after its comma, then the town line with nothing but a space between.
    ['Via Ginestra 87, int. 29 20121 Borgoverde', { street: 'Via Ginestra 87, int. 29', zip: '20121', city: 'Borgoverde' }],
  ])('%s', (line, want) => expect(parseAddressLine(line)).toEqual(want));

  it('a US street with its suite over the town line below', () => {
    expect(address('Mira Example', 'Data Analyst', '84 Kingfisher Cl, Suite 26', 'Lakeport, OH 43215', '(614) 555-0173', 'Experience'))
      .toEqual({ street: '84 Kingfisher Cl, Suite 26', city: 'Lakeport', zip: '43215' });
  });
});

describe('short phone labels in a one-line block', () => {
  it.each<[string, string[]]>([
    ['Recanto • Telm.: +351 912 345 361', ['Recanto']],
    ['Valbrune · Tél. : 06 12 34 56 78', ['Valbrune']],
    ['Villaclara | Tfno. 612 34 57 59', ['Villaclara']],
    ['Zeestad - GSM 0470 12 34 56', ['Zeestad']],
  ])('%s', (segment, want) => expect(addressPieces(segment)).toEqual(want));

  it('an icon sign alone between the pieces is a separator', () => {
    expect(addressPieces('® Zeestad, © Tel.: (+31) 20 123 4446, ¬ mira@example.nl')).toEqual(['® Zeestad']);
    expect(address('Mira Example', 'Data Analyst', '® Zeestad, © Tel.: (+31) 20 123 4446, ¬ mira@example.nl', 'Werkervaring'))
      .toEqual({ street: '', city: 'Zeestad', zip: '' });
  });

  it('the town before such a label is read as the town of the block', () => {
    expect(address('Mira Example', 'Data Analyst', 'Recanto • Telm.: +351 912 345 361 • mira@example.pt', 'Experiência'))
      .toEqual({ street: '', city: 'Recanto', zip: '' });
  });
});

describe('a town that ends a broken one-line block, the street without a street word below', () => {
  it('"… · Town," ↵ "Am Anger 69a"', () => {
    expect(address('Mira Example', 'mira@example.org · 0151 2345 6872 · Seestadt,', 'Am Anger 69a', 'Festnetz: 030 1234 5550', 'Berufserfahrung'))
      .toEqual({ street: 'Am Anger 69a', city: 'Seestadt', zip: '' });
  });
});

describe('a street wrapped in a narrow column after an icon', () => {
  it.each<[string[], { street: string; city: string; zip: string }]>([
    [['® Viale dei', 'Tigli 109', '50122 Borgoverde'], { street: 'Viale dei Tigli 109', city: 'Borgoverde', zip: '50122' }],
    [['® ul. Leszczynowa', '115/8', '80-827 Borówki'], { street: 'ul. Leszczynowa 115/8', city: 'Borówki', zip: '80-827' }],
  ])('%j', (rows, want) => expect(address('Mira Example', 'Contact', ...rows, '© 0151 2345 6789', 'Experience')).toEqual(want));
});

describe('an address label alone over a street wrapped in a narrow column', () => {
  it('the first half of the street is no headline printed again', () => {
    expect(address('Mira Example', 'Cím:', 'Gesztenyés', 'utca 19.', '6720 Tóváros', 'Telefon: 06-30-123-4863', 'Szakmai tapasztalat'))
      .toEqual({ street: 'Gesztenyés utca 19', city: 'Tóváros', zip: '6720' });
  });
});
