// A school's or firm's name with its town glued on before the town's state or country ("Example Polytechnic
// Elmbury, WA"), as a scan's OCR or a text layer that lost the gap prints it; and "Firm, Town, ST" over the title.
// All names, firms, schools and towns are invented.
import { describe, expect, it } from 'vitest';
import { nameThenTown, withGluedTownsApart } from '../../../src/parser/sections/glued-town.js';
import { readEducation } from '../../../src/parser/sections/education.js';
import { readWork } from '../../../src/parser/sections/work.js';
import { expectLinearTime } from '../../helpers/linear-time.js';

describe('a town glued to a name', () => {
  it.each([
    ['Elmbury Polytechnic Ashwick', 'Elmbury Polytechnic', 'Ashwick'],
    ['Quillfen Corporation San Francisco', 'Quillfen Corporation', 'San Francisco'],
    ['Brindle Works GmbH Hamburg', 'Brindle Works GmbH', 'Hamburg'],
  ])('splits %s after the head word', (part, name, town) => expect(nameThenTown(part)).toEqual({ name, town }));

  it.each(['University of Ashwick', 'Elmbury Polytechnic', 'Ashwick College of Art', 'Quillfen Corporation Engineer', 'Ashwick'])(
    'leaves %s whole', (part) => expect(nameThenTown(part)).toBeUndefined(),
  );

  it('sets the town apart only before a state or a country', () => {
    expect(withGluedTownsApart(['Elmbury Polytechnic Ashwick', 'WA'])).toEqual(['Elmbury Polytechnic', 'Ashwick', 'WA']);
    expect(withGluedTownsApart(['Brindle Works Inc. Ashwick', 'Germany'])).toEqual(['Brindle Works Inc.', 'Ashwick', 'Germany']);
    const alone = ['Elmbury Polytechnic Ashwick', 'Master in Geology'];
    expect(withGluedTownsApart(alone)).toBe(alone);
  });

  it('reads the school and its place from a scan\'s glued line', () => {
    expect(readEducation([
      'Elmbury Polytechnic Ashwick, WA', 'MASTER IN GEOLOGY 2018 - 2020', '• Thesis: river sediments',
      'Elmbury Polytechnic Ashwick, WA', 'BACHELOR IN GEOLOGY 2014 - 2018',
    ]).map((e) => [e.institution, e.location, e.end])).toEqual([
      ['Elmbury Polytechnic', 'Ashwick, WA', '2020'], ['Elmbury Polytechnic', 'Ashwick, WA', '2018'],
    ]);
  });

  it('reads the employer and its place, glued or after commas, over the title', () => {
    expect(readWork([
      'Quillfen Corporation San Francisco, CA', 'DATA ANALYST 2019 - 2020', '+ Counted the sheep',
      'Brindle Works Inc., Ashwick, NJ', 'Site Technician 2017 - 2019', '+ Mended the fences',
    ]).map((w) => [w.employer, w.position, w.location])).toEqual([
      ['Quillfen Corporation', 'DATA ANALYST', 'San Francisco, CA'], ['Brindle Works Inc.', 'Site Technician', 'Ashwick, NJ'],
    ]);
  });

  it('stays linear on hostile text', () => {
    expectLinearTime((scale) => {
      nameThenTown(`${'University '.repeat(2_000 * scale)}Ashwick`);
      withGluedTownsApart([`Example University ${'A'.repeat(20_000 * scale)}`, 'WA', `${'Ab '.repeat(5_000 * scale)}Corporation Elmbury`, 'CA']);
    });
  });
});
