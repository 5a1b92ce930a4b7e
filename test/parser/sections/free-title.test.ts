// A form that labels whom the job was with ("Employer: …", "Location: …") and prints the title on a free line right
// below or above those rows: the free line is the title when it is title-like. All names, firms and towns are invented.
import { describe, expect, it } from 'vitest';
import { freeTitleBeside } from '../../../src/parser/sections/free-title.js';
import { untitledRows } from '../../../src/parser/sections/entry-labels.js';
import { readWork } from '../../../src/parser/sections/work.js';

const read = (lines: string[]): string[][] => readWork(lines).map((w) => [w.position, w.employer, w.location, w.start]);

describe('rows without a title', () => {
  it('are labelled rows that name the employer and no title', () => {
    expect(untitledRows(['Employer: Quillby Works', 'Location: Elmstow'])).toBe(true);
    expect(untitledRows(['Employer: Quillby Works', 'Position: Hedgeward'])).toBe(false);
    expect(untitledRows(['Location: Elmstow'])).toBe(false);
    expect(untitledRows(['Employer: Quillby Works', 'Hedgeward'])).toBe(false);
    expect(untitledRows([])).toBe(false);
  });
});

describe('a free title beside such rows', () => {
  const rows = ['Employer: Quillby Works', 'Location: Elmstow'];
  it('is a short name-like line', () => {
    expect(freeTitleBeside(rows, 'Hedgeward')).toBe(true);
    expect(freeTitleBeside(rows, 'Senior Depot Planner')).toBe(true);
  });

  it('is no sentence, no firm, no place, no labelled row, and needs rows without a title', () => {
    expect(freeTitleBeside(rows, 'Led a team of twelve people.')).toBe(false);
    expect(freeTitleBeside(rows, 'Brackwell Advisory Ltd')).toBe(false);
    expect(freeTitleBeside(rows, 'Sector: logistics')).toBe(false);
    expect(freeTitleBeside(rows, '2019 – 2021')).toBe(false);
    expect(freeTitleBeside(['Employer: Quillby Works', 'Position: Hedgeward'], 'Ropemaster')).toBe(false);
  });
});

describe('jobs whose form labels the employer and the place only', () => {
  const want = [['Hedgeward', 'Quillby Works', 'Elmstow', '2020'], ['Ropemaster', 'Fennick Ropes', 'Oakcombe', '2017']];

  it('take the free line below the rows as the title, the period first', () => {
    expect(read(['2020 – 2023', 'Employer: Quillby Works', 'Location: Elmstow', 'Hedgeward', 'Led a team of twelve people.',
      '2017 – 2020', 'Employer: Fennick Ropes', 'Location: Oakcombe', 'Ropemaster', 'Built the monthly reports.'])).toEqual(want);
  });

  it('take it in cells too', () => {
    expect(read(['2020 – 2023', 'Employer\tQuillby Works', 'Location\tElmstow', 'Hedgeward', 'Led a team of twelve people.',
      '2017 – 2020', 'Employer\tFennick Ropes', 'Location\tOakcombe', 'Ropemaster', 'Built the monthly reports.'])).toEqual(want);
  });

  it('take the free line above the rows as the title, the period below them', () => {
    expect(read(['Hedgeward', 'Employer: Quillby Works', 'Location: Elmstow', '2020 – 2023', 'Led a team of twelve people.',
      'Ropemaster', 'Employer: Fennick Ropes', 'Location: Oakcombe', '2017 – 2020', 'Built the monthly reports.'])).toEqual(want);
  });

  it('keep a labelled title and leave the describing line below it to the details', () => {
    expect(read(['2020 – 2023', 'Employer: Quillby Works', 'Position: Hedgeward', 'Depot Planning', 'Led a team of twelve people.',
      '2017 – 2020', 'Employer: Fennick Ropes', 'Position: Ropemaster', 'Built the monthly reports.']).map((w) => w[0]))
      .toEqual(['Hedgeward', 'Ropemaster']);
  });
});
