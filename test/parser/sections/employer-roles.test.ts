// Several roles at one employer, the employer printed once above them (alone, with its span or with how long it lasted,
// as CVs and LinkedIn's export print a promotion): each role is a job at that employer. All names and firms are invented.
import { describe, expect, it } from 'vitest';
import { carryEmployerDown } from '../../../src/parser/sections/employer-roles.js';
import { readWork } from '../../../src/parser/sections/work.js';
import { expectLinearTime } from '../../helpers/linear-time.js';

const jobs = (lines: string[]): string[][] => readWork(lines).map((j) => [j.position, j.employer, j.start, j.end]);

describe('carryEmployerDown', () => {
  it('writes the employer beside the title of each role dated in its row, and drops its own line', () => {
    expect(carryEmployerDown(['Quillmoss Fern', 'Hedgewright\t2021 – present', 'Ran the orchards.', 'Roastmaster\t2016 – 2021']))
      .toEqual(['Hedgewright\tQuillmoss Fern\t2021 – present', 'Ran the orchards.', 'Roastmaster\tQuillmoss Fern\t2016 – 2021']);
  });

  it("drops the employer's span and its duration, beside it or on a line of their own", () => {
    const roles = ['Hedgewright\t2021 – present', 'Roastmaster\t2016 – 2021'];
    const carried = ['Hedgewright\tQuillmoss Fern\t2021 – present', 'Roastmaster\tQuillmoss Fern\t2016 – 2021'];
    for (const head of [['Quillmoss Fern\t2016 – present'], ['Quillmoss Fern', '2016 – present'], ['Quillmoss Fern · 8 yrs 2 mos'],
      ['Quillmoss Fern', '8 Jahre 2 Monate'], ['2016 – present\tQuillmoss Fern']]) {
      expect(carryEmployerDown([...head, ...roles]), head.join(' / ')).toEqual(carried);
    }
  });

  it('keeps a period printed first, writes the employer above a role dated under its title, and drops the place line', () => {
    expect(carryEmployerDown(['Brackenfold Haulage', '2021 – 2024\tHedgewright', '2019 – 2021\tGlazier']))
      .toEqual(['2021 – 2024\tHedgewright\tBrackenfold Haulage', '2019 – 2021\tGlazier\tBrackenfold Haulage']);
    expect(carryEmployerDown(['Brackenfold Haulage', '6 years 2 months', 'Hedgewright', 'January 2021 - Present (3 years 11 months)', 'Berlin, Germany',
      'Glazier', 'March 2019 - January 2021 (1 year 11 months)', 'Hamburg, Germany']))
      .toEqual(['Brackenfold Haulage', 'Hedgewright', 'January 2021 - Present (3 years 11 months)', 'Brackenfold Haulage', 'Glazier',
        'March 2019 - January 2021 (1 year 11 months)']);
  });

  it('leaves one role under a name, jobs printed title over employer, a span that does not hold its roles, and sentences', () => {
    const one = ['Quillmoss Fern', 'Hedgewright\t2021 – present', 'Ran the orchards.', 'Zephyrine Orchards', 'Roastmaster\t2016 – 2021'];
    const titleOverEmployer = ['Hedgewright\t2021 – present', 'Quillmoss Fern', 'Roastmaster\t2016 – 2021', 'Zephyrine Orchards', 'Ran it.'];
    const notHeld = ['Quillmoss Fern\t2010 – 2012', 'Hedgewright\t2021 – present', 'Roastmaster\t2016 – 2021'];
    const sentence = ['Ran the orchards for a small family firm.', 'Hedgewright\t2021 – present', 'Roastmaster\t2016 – 2021'];
    for (const lines of [one, titleOverEmployer, notHeld, sentence]) expect(carryEmployerDown(lines)).toEqual(lines);
  });

  it('ends the roles at a title printed over its own employer', () => {
    const lines = ['Quillmoss Fern', 'Hedgewright\t2021 – present', 'Roastmaster\t2019 – 2021', 'Glazier\t2016 – 2019', 'Zephyrine Orchards',
      'Cut the glass.'];
    expect(carryEmployerDown(lines)).toEqual(['Hedgewright\tQuillmoss Fern\t2021 – present', 'Roastmaster\tQuillmoss Fern\t2019 – 2021',
      ...lines.slice(3)]);
  });

  it('stays linear on hostile text', () => {
    // A quarter of each line × scale: scale 4 is 20,000 letters, 50,000 dots or spaces.
    expectLinearTime((scale) => carryEmployerDown(['a'.repeat(5_000 * scale), `Q ${'x '.repeat(2_500 * scale)}`, '.'.repeat(12_500 * scale),
      ' '.repeat(12_500 * scale), `${'1 '.repeat(5_000 * scale)}years`, `a${' '.repeat(12_500 * scale)}a 2019 – 2020`,
      `2019 – 2020 a${' -'.repeat(6_250 * scale)}a`]));
  });
});

describe('several roles at one employer in a work section', () => {
  it('reads each role as a job at the employer, with its own period, and no job for the span', () => {
    expect(jobs(['Quillmoss Fern\t2016 – present', 'Hedgewright\t03/2021 – present', 'Ran the orchards.', 'Roastmaster\t05/2016 – 03/2021',
      'Brackenfold Haulage Ltd, Glazier\t2012 – 2016'])).toEqual([['Hedgewright', 'Quillmoss Fern', '2021-03', ''],
      ['Roastmaster', 'Quillmoss Fern', '2016-05', '2021-03'], ['Glazier', 'Brackenfold Haulage Ltd', '2012', '2016']]);
  });

  it('keeps the employer of a job printed employer, title, period after a group', () => {
    expect(jobs(['Brackenfold Haulage', 'Hedgewright', 'January 2021 - Present (3 years 11 months)', 'Glazier',
      'October 2017 - January 2021 (3 years 4 months)', 'Zephyrine Orchards', 'Roastmaster', 'May 2015 - October 2017 (2 years 6 months)',
      'Berlin, Germany'])).toEqual([['Hedgewright', 'Brackenfold Haulage', '2021-01', ''], ['Glazier', 'Brackenfold Haulage', '2017-10', '2021-01'],
      ['Roastmaster', 'Zephyrine Orchards', '2015-05', '2017-10']]);
  });

  it('keeps the employer of a job printed employer over title after a group dated in its rows, and of one printed title over employer', () => {
    expect(jobs(['Brackenfold Haulage', '2021 – 2024\tHedgewright', 'Planned the routes.', '2019 – 2021\tGlazier', 'Cut the glass.',
      'Zephyrine Orchards', '2016 – 2019\tRoastmaster', 'Roasted the beans.'])).toEqual([['Hedgewright', 'Brackenfold Haulage', '2021', '2024'],
      ['Glazier', 'Brackenfold Haulage', '2019', '2021'], ['Roastmaster', 'Zephyrine Orchards', '2016', '2019']]);
    expect(jobs(['Quillmoss Fern', 'Hedgewright\t2021 – present', 'Ran the orchards.', 'Roastmaster\t2019 – 2021', 'Roasted the beans.',
      'Glazier\t2016 – 2019', 'Zephyrine Orchards', 'Cut the glass.'])).toEqual([['Hedgewright', 'Quillmoss Fern', '2021', ''],
      ['Roastmaster', 'Quillmoss Fern', '2019', '2021'], ['Glazier', 'Zephyrine Orchards', '2016', '2019']]);
  });

  it('reads a LinkedIn-style group: employer, total length, then title, period with its length, and place per role', () => {
    expect(jobs(['Brackenfold Haulage', '7 years 2 months', 'Hedgewright', 'January 2021 - Present (3 years 11 months)', 'Berlin, Germany',
      'Glazier', 'October 2017 - January 2021 (3 years 4 months)', 'Hamburg, Germany']))
      .toEqual([['Hedgewright', 'Brackenfold Haulage', '2021-01', ''], ['Glazier', 'Brackenfold Haulage', '2017-10', '2021-01']]);
  });
});
