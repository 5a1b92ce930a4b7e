// A one-line contact block whose last cell stands over a sidebar: the text extraction reads that cell with the sidebar,
// after the main column's sections, but on the page it sits in the header. Invented people, streets, places and numbers.
import { describe, it, expect } from 'vitest';
import { extractAddress } from '../../../src/parser/fields/address.js';
import { buildDocument } from '../../../src/parser/fields/document.js';
import type { TextLine } from '../../../src/parser/types.js';

/** Lines in reading order, each with its height on the page (y grows downwards). */
function positioned(rows: Array<[string, number]>) {
  const lines: TextLine[] = rows.map(([text, y]) => ({ text, page: 1, y }));
  return extractAddress(buildDocument({ text: lines.map((l) => l.text).join('\n'), lines })).value;
}

describe('an address printed in the header but read after the body', () => {
  const body: Array<[string, number]> = [
    ['Experience', 200], ['Harbour Freight Ltd, Dispatcher', 220], ['2019 – 2023', 235], ['Loaded the vans on time.', 250],
    ['Education', 300], ['BSc Logistics', 320], ['2018', 335], ['Lakeside College', 350],
  ];
  it('reads it as the home address when it stands above the first section heading', () => {
    const rows: Array<[string, number]> = [
      ['Ilse Marrowfen', 60], ['Dispatcher', 80], ['0161 496 0731\tilse.m@example.org', 100], ...body,
      ['Heronsgate Walk 14, 4821 TK Veldmoor', 100], ['Skills', 200], ['Forklift', 220],
    ];
    expect(positioned(rows)).toEqual({ street: 'Heronsgate Walk 14', zip: '4821 TK', city: 'Veldmoor' });
  });

  it('still keeps a place printed inside the body, away from the contact lines, out', () => {
    const rows: Array<[string, number]> = [
      ['Ilse Marrowfen', 60], ['Dispatcher', 80], ['0161 496 0731\tilse.m@example.org', 100], ...body,
      ['Skills', 200], ['Forklift', 220], ['Heronsgate Walk 14, 4821 TK Veldmoor', 400],
    ];
    expect(positioned(rows)).toEqual({ street: '', zip: '', city: '' });
  });

  it('joins a street read with the sidebar to the town that stands beside it on the page', () => {
    // The block's first cell (the street) stands over the sidebar and is read with it; its town comes with the main column.
    const rows: Array<[string, number]> = [
      ['Ilse Marrowfen', 60], ['Dispatcher', 80], ['ul. Sosnowa 12/4', 100], ['Skills', 200], ['Forklift', 220],
      ['44-123 Brzozowo\t+48 601 555 101\tilse.m@example.org', 100], ...body,
    ];
    expect(positioned(rows)).toEqual({ street: 'ul. Sosnowa 12/4', zip: '44-123', city: 'Brzozowo' });
  });
});

describe('town lines in other forms', () => {
  const address = (...rows: string[]) => positioned(rows.map((text, i): [string, number] => [text, 100 + 15 * i]));
  const header = ['Ilse Marrowfen', 'Dispatcher'];
  const contact = ['ilse.m@example.org • +39 347 555 0101', 'Experience', 'Harbour Freight, Dispatcher'];

  it('reads a town with its province\'s code in brackets, alone on its line', () => {
    expect(address(...header, 'Borgoverde (TV)', ...contact)).toEqual({ street: '', zip: '', city: 'Borgoverde' });
    expect(address(...header, 'Lago di Sotto (SV)', ...contact)).toEqual({ street: '', zip: '', city: 'Lago di Sotto' });
  });

  it('does not read a job title with a code in brackets as a town', () => {
    expect(address('Ilse Marrowfen', 'Manager (HR)', ...contact)).toEqual({ street: '', zip: '', city: '' });
  });

  it('leaves the French business-mail mark out of the town', () => {
    expect(address(...header, '12 rue des Saules, 75011 Cerville CEDEX 9', ...contact)).toEqual(
      { street: '12 rue des Saules', zip: '75011', city: 'Cerville' });
  });

  it('takes a lone place-name line between the street and its postcode as the town', () => {
    expect(address(...header, '12 Elm Road', 'Lakeport', 'M14 5TQ', ...contact)).toEqual(
      { street: '12 Elm Road', zip: 'M14 5TQ', city: 'Lakeport' });
  });
});
