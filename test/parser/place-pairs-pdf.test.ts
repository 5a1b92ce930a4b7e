// A job's and a study's place printed as a town and its region in a PDF's cells ("Driver<gap>Elmbury – North Westshire"
// over the employer): through the whole pipeline, the place is the entry's location and the employer is read below it
// (sections/place-pairs.ts). All names, firms, schools, towns and regions are invented.
import { describe, expect, it } from 'vitest';
import { makePdf } from '../fixtures/parser/pdf-writer.mjs';
import { parseDocument } from '../../src/parser/pipeline.js';

function cv(): Uint8Array {
  const texts: { x: number; y: number; size: number; text: string; bold?: boolean }[] = [];
  let y = 60;
  const add = (cells: [number, string, boolean?][], size = 10): void => {
    for (const [x, text, bold] of cells) texts.push({ x, y, size, text, ...(bold ? { bold } : {}) });
    y += size * 1.6;
  };
  add([[60, 'Marla Quenby', true]], 22);
  add([[60, 'marla.quenby@example.org • +44 7700 900123']]);
  add([[60, 'Experience', true]], 13);
  add([[60, 'Delivery Driver', true], [280, 'Elmbury – North Westshire'], [470, '2019 – 2022']]);
  add([[60, 'Hobbley & Sons Transport']]);
  add([[60, 'Drove the vans of the depot every day of the week.']]);
  add([[60, 'Stock Clerk', true], [470, '2016 – 2019']]);
  add([[60, 'Quillmere Supplies Ltd, Ambledon - East Marches']]);
  add([[60, 'Counted the stock of the whole shop every week.']]);
  add([[60, 'Education', true]], 13);
  add([[60, 'BSc Business Administration', true], [470, '2012 – 2015']]);
  add([[60, 'University of Ashwick – Elmbury – North Westshire']]);
  return new Uint8Array(makePdf([{ texts }]));
}

describe('a town and its region in a PDF', () => {
  it('is the place of the job and of the study, never the employer or the field', async () => {
    const doc = await parseDocument({ bytes: cv(), fileName: 'place-pairs.pdf' }, { face: false });
    expect(doc.sections?.work.map((w) => [w.position, w.employer, w.location])).toEqual([
      ['Delivery Driver', 'Hobbley & Sons Transport', 'Elmbury – North Westshire'],
      ['Stock Clerk', 'Quillmere Supplies Ltd', 'Ambledon - East Marches'],
    ]);
    expect(doc.sections?.education.map((e) => [e.institution, e.degree, e.area, e.location])).toEqual([
      ['University of Ashwick', 'BSc Business Administration', '', 'Elmbury – North Westshire'],
    ]);
  });
});
