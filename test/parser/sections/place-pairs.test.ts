// A job's or a study's place printed as a town and its region ("Elmbury – North Westshire", "Ambledon - East Marches",
// "Oxwell, West Fold") beside the title or the employer: one place, never a title, an employer or a field. All names,
// firms, schools, towns and regions are invented.
import { describe, expect, it } from 'vitest';
import { placePairAt, withPlacePair } from '../../../src/parser/sections/place-pairs.js';
import { readWork } from '../../../src/parser/sections/work.js';
import { readEducation } from '../../../src/parser/sections/education.js';
import { groupEntries } from '../../../src/parser/sections/entries.js';
import { expectLinearTime } from '../../helpers/linear-time.js';

const work = (lines: string[]) => readWork(lines).map((w) => [w.position, w.employer, w.location]);
const study = (lines: string[]) => readEducation(lines).map((e) => [e.degree, e.institution, e.area, e.location]);
const PROSE = 'Planned the routes of the depot fleet every week.';

describe('a town and its region ending a job header', () => {
  it('is the place after a firm, the title on its own line', () => {
    expect(work(['Logistics Coordinator\t03/2019 – 05/2021', 'Brindlecombe Haulage Ltd, Elmbury – North Westshire', PROSE]))
      .toEqual([['Logistics Coordinator', 'Brindlecombe Haulage Ltd', 'Elmbury – North Westshire']]);
    expect(work(['Brindlecombe Haulage Ltd – Elmbury – North Westshire\t03/2019 – 05/2021', 'Logistics Coordinator', PROSE]))
      .toEqual([['Logistics Coordinator', 'Brindlecombe Haulage Ltd', 'Elmbury – North Westshire']]);
  });

  it('is no employer in a cell beside the title, and the employer below is read', () => {
    expect(work(['Delivery Driver\tAmbledon - East Marches\t2011 – 2012', 'Hobbley & Sons Transport', PROSE]))
      .toEqual([['Delivery Driver', 'Hobbley & Sons Transport', 'Ambledon - East Marches']]);
  });

  it('is no piece of the title it is dashed onto', () => {
    expect(work(['Delivery Driver – Elmbury – North Westshire\t2011 – 2012', 'Hobbley & Sons Transport', PROSE]))
      .toEqual([['Delivery Driver', 'Hobbley & Sons Transport', 'Elmbury – North Westshire']]);
    expect(work(['Quillmere Supplies\t2014 – 2015', 'Stock Clerk – Oxwell, West Fold', PROSE]))
      .toEqual([['Stock Clerk', 'Quillmere Supplies', 'Oxwell, West Fold']]);
  });

  it('keeps both words of the place where title, firm, town and region share a line', () => {
    expect(work(['Stock Clerk | Quillmere Supplies | Oxwell, West Fold\t2014 – 2015', PROSE]))
      .toEqual([['Stock Clerk', 'Quillmere Supplies', 'Oxwell, West Fold']]);
    expect(work(['Stock Clerk, Quillmere Supplies, Oxwell, West Fold\t2014 – 2015', PROSE]))
      .toEqual([['Stock Clerk', 'Quillmere Supplies', 'Oxwell, West Fold']]);
  });

  it('takes no firm for a town where the line holds only title, firm and town', () => {
    expect(work(['Stock Clerk, Quillmere, Oxwell\t2014 – 2015', PROSE])).toEqual([['Stock Clerk', 'Quillmere', 'Oxwell']]);
  });

  it('leaves a title with its rank and field whole', () => {
    expect(placePairAt('Hedgewright, Senior – Orchard Pruning', ['Hedgewright', 'Senior', 'Orchard Pruning'])).toBe(-1);
  });
});

describe('a town and its region ending a study header', () => {
  it('is the place, not the field', () => {
    expect(study(['BSc Business Administration\t2006 – 2009', 'University of Ashwick – Elmbury – North Westshire']))
      .toEqual([['BSc Business Administration', 'University of Ashwick', '', 'Elmbury – North Westshire']]);
    expect(study(['BSc Business Administration, University of Ashwick, Elmbury - North Westshire\t2006 – 2009']))
      .toEqual([['BSc Business Administration', 'University of Ashwick', '', 'Elmbury - North Westshire']]);
  });
});

describe('the place pair', () => {
  it('counts as one part when the header decides whether lines below belong to it', () => {
    const [entry] = groupEntries(['Delivery Driver\tAmbledon - East Marches\t2011 – 2012', 'Hobbley & Sons Transport', PROSE]);
    expect(entry!.parts).toEqual(['Delivery Driver', 'Ambledon', 'East Marches', 'Hobbley & Sons Transport']);
  });

  it('needs a spaced dash or a comma between town and region', () => {
    expect(placePairAt('Stock Clerk | Quillmere Supplies | Oxwell | West Fold', ['Stock Clerk', 'Quillmere Supplies', 'Oxwell', 'West Fold'])).toBe(-1);
  });

  it('moves nothing where fewer than two parts would be left', () => {
    const entry = { parts: ['Quillmere Supplies', 'Oxwell', 'West Fold'], lines: [{ text: 'Quillmere Supplies Ltd, Oxwell – West Fold', parts: ['Quillmere Supplies', 'Oxwell', 'West Fold'] }] };
    expect(withPlacePair(entry)).toBe(entry);
  });

  it('runs in linear time over a long line', () => {
    expectLinearTime((scale) => {
      const head = `Ab${' '.repeat(25_000 * scale)}`;
      const gap = ' '.repeat(25_000 * scale);
      placePairAt(`${head}, Elmbury${gap}-${gap}North Westshire`, [head.trim(), 'Elmbury', 'North Westshire']);
      placePairAt(`${'.'.repeat(50_000 * scale)}, Elmbury, North Westshire`, ['.'.repeat(50_000 * scale), 'Elmbury', 'North Westshire']);
    });
  });
});
