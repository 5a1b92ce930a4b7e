// A cell beside the title on its row ("Title ⇥ Sector" over "Employer ⇥ Town ⇥ Dates") is no piece of the title.
// All firms, towns and sectors are invented.
import { describe, expect, it } from 'vitest';
import { readWork, titleCell } from '../../../src/parser/sections/work.js';
import { sectorCellBeside } from '../../../src/parser/sections/employer-beside-place.js';

const read = (lines: string[]) => readWork(lines).map((w) => [w.position, w.employer, w.start, w.end]);

describe('the title cell', () => {
  it('leaves the sector cell beside the title out of it, the employer on the next row', () => {
    expect(read([
      'Junior Deckhand\tMaritime', 'Saltmere Boatworks\tGullford\t2022 (6 months)', '* Coiled the ropes and painted hulls',
      'Web Developer\tMedia', 'Tidewell Agency\tGullford\t2021 (3 months)', '* Kept the websites running',
      'Helpdesk Assistant\tIT Support', 'Brackwater Helpdesk Ltd\tGullford\t2020 - 2021', '* Answered the calls',
    ])).toEqual([
      ['Junior Deckhand', 'Saltmere Boatworks', '2022', ''],
      ['Web Developer', 'Tidewell Agency', '2021', ''],
      ['Helpdesk Assistant', 'Brackwater Helpdesk Ltd', '2020', '2021'],
    ]);
  });

  it('keeps a title cut at a dash whole, as before', () => {
    expect(read(['Director – Fleet Planning\tMarch 2014 – May 2016', 'Quillmore Pictures – Fenwick', 'Planned the fleet.']))
      .toEqual([['Director – Fleet Planning', 'Quillmore Pictures', '2014-03', '2016-05']]);
  });

  it('is the cell holding the title, or the whole line without a gap', () => {
    expect(titleCell('Junior Deckhand\tMaritime', 'Junior Deckhand')).toBe('Junior Deckhand');
    expect(titleCell('Head – Fleet Planning', 'Head')).toBe('Head – Fleet Planning');
    expect(titleCell('Head – Fleet\tPlanning', 'Nowhere')).toBe('Head – Fleet Planning');
  });

  it('reads a firm named with a title word beside its place as the employer, the sector beside the title as neither', () => {
    expect(read([
      'Sales Assistant\tRetail\tApr 2021 – Present', 'Marrowby Consultants\tLeeds, UK', 'Wrote the monthly reports.',
      'Data Analyst\tHealthcare\tFeb 2018 – May 2021', 'Quillstone Analytics\tYork, UK', 'Built the dashboards.',
    ])).toEqual([
      ['Sales Assistant', 'Marrowby Consultants', '2021-04', ''],
      ['Data Analyst', 'Quillstone Analytics', '2018-02', '2021-05'],
    ]);
  });

  it('needs the cells on both lines: a title with one part, or a place line of the place alone, is left to the usual reading', () => {
    const entry = (a: [string, string[]], b: [string, string[]]) => ({ lines: [{ text: a[0], parts: a[1] }, { text: b[0], parts: b[1] }] });
    expect(sectorCellBeside(entry(['Sales Assistant\tRetail', ['Sales Assistant', 'Retail']], ['Marrowby Consultants\tLeeds, UK', ['Marrowby Consultants', 'Leeds', 'UK']])))
      .toEqual({ position: 'Sales Assistant', employer: 'Marrowby Consultants', location: 'Leeds, UK' });
    expect(sectorCellBeside(entry(['Sales Assistant, Retail', ['Sales Assistant', 'Retail']], ['Marrowby Consultants\tLeeds, UK', ['Marrowby Consultants', 'Leeds', 'UK']]))).toBeUndefined();
    expect(sectorCellBeside(entry(['Sales Assistant\tRetail', ['Sales Assistant', 'Retail']], ['Leeds, UK', ['Leeds', 'UK']]))).toBeUndefined();
    expect(sectorCellBeside({ lines: [{ text: 'Sales Assistant', parts: ['Sales Assistant'] }] })).toBeUndefined();
  });
});
