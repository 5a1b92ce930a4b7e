// Jobs printed without any date, anchored by their layout: header blocks over details. All names, towns and duties are invented.
import { describe, expect, it } from 'vitest';
import { cleanHeaderLine, gluedTown, undatedEntries } from '../../../src/parser/sections/undated-entries.js';
import { readWorkAndEducation } from '../../../src/parser/sections/work-and-education.js';
import { extractSections } from '../../../src/parser/sections/index.js';

const jobs = (lines: string[]) => readWorkAndEducation(lines, []).work.map((j) => [j.position, j.employer, j.location, j.start, j.end]);

const TWO_JOBS = [
  'Warehouse Supervisor, Quillmoss Freight Ltd',
  '• Ran the night shift of fourteen pickers.',
  '• Cut the mis-picks by a third in one year.',
  'Accountant',
  'Brackenfold Mills GmbH',
  'Prepared the monthly accounts for the board.',
];

describe('undated entries', () => {
  it('opens a job at each header block over details, one or two lines', () => {
    expect(undatedEntries(TWO_JOBS).map((e) => e.parts)).toEqual([
      ['Warehouse Supervisor', 'Quillmoss Freight Ltd'], ['Accountant', 'Brackenfold Mills GmbH'],
    ]);
  });

  it('reads them as jobs without dates', () => {
    expect(jobs(TWO_JOBS)).toEqual([
      ['Warehouse Supervisor', 'Quillmoss Freight Ltd', '', '', ''], ['Accountant', 'Brackenfold Mills GmbH', '', '', ''],
    ]);
  });

  it('keeps the last two lines of a longer run: a tools line above the next header is no part of it', () => {
    const lines = [...TWO_JOBS.slice(0, 3), 'Python Kafka Tableau', 'Accountant', 'Brackenfold Mills GmbH', TWO_JOBS[5]!];
    expect(undatedEntries(lines)[1]!.parts).toEqual(['Accountant', 'Brackenfold Mills GmbH']);
  });

  it('makes no job of one block alone, nor of a list of names with no details under them', () => {
    expect(undatedEntries(TWO_JOBS.slice(0, 3))).toEqual([]);
    expect(undatedEntries(['Ledger Migration', 'Harbour Dashboard', 'Orchard Planner'])).toEqual([]);
  });

  it('leaves a section that prints a year to the period readers, letter-spaced years too', () => {
    expect(undatedEntries([...TWO_JOBS, 'Award of the year 2019'])).toEqual([]);
    expect(undatedEntries(['2 0 1 6 – 2 0 1 9 Analyst', ...TWO_JOBS])).toEqual([]);
  });

  it('drops a block that reads as a study rather than move it to the studies', () => {
    const lines = [...TWO_JOBS, 'Bachelor of Science, University of Elmbury', 'Thesis on the routing of river barges and their cargo.'];
    const read = readWorkAndEducation(lines, []);
    expect(read.work.map((w) => w.employer)).toEqual(['Quillmoss Freight Ltd', 'Brackenfold Mills GmbH']);
    expect(read.education).toEqual([]);
  });

  it('in a dated section, reads only a block printed as the dated job prints its header (undated-after-dated.ts)', () => {
    // "Title, Firm" on one line, as the dated job's header: an undated job. "Accountant" over its firm: another shape, no job.
    expect(jobs(['Analyst, Example Haulage Ltd\t2016 – 2018', 'Built the monthly reports for the board.', ...TWO_JOBS])).toEqual([
      ['Analyst', 'Example Haulage Ltd', '', '2016', '2018'], ['Warehouse Supervisor', 'Quillmoss Freight Ltd', '', '', ''],
    ]);
  });
});

describe('a scanned header line', () => {
  it('loses the icon read out before it and the stray letter after a line in capitals', () => {
    expect(cleanHeaderLine('4 Quillmoss Freight Ltd')).toBe('Quillmoss Freight Ltd');
    expect(cleanHeaderLine('zö Brackenfold Mills GmbH')).toBe('Brackenfold Mills GmbH');
    expect(cleanHeaderLine('CHIEF HARBOUR ANALYST t')).toBe('CHIEF HARBOUR ANALYST');
    expect(cleanHeaderLine('Accountant')).toBe('Accountant');
  });

  it('loses an icon read as three lower-case letters, two stray letters and what is left of a garbled period', () => {
    expect(cleanHeaderLine('rnw Quillmoss Freight Ltd')).toBe('Quillmoss Freight Ltd');
    expect(cleanHeaderLine('CHIEF HARBOUR ANALYST lo')).toBe('CHIEF HARBOUR ANALYST');
    expect(cleanHeaderLine('CHIEF HARBOUR ANALYST 20 - Presente')).toBe('CHIEF HARBOUR ANALYST');
    expect(cleanHeaderLine('CHIEF HARBOUR ANALYST 201')).toBe('CHIEF HARBOUR ANALYST');
    // A title in capitals keeps a capital abbreviation and a whole year after it, and a name its first word.
    expect(cleanHeaderLine('HEAD OF IT')).toBe('HEAD OF IT');
    expect(cleanHeaderLine('CHIEF HARBOUR ANALYST 2019')).toBe('CHIEF HARBOUR ANALYST 2019');
    expect(cleanHeaderLine('Van Quillmoss Freight')).toBe('Van Quillmoss Freight');
  });

  it('reads jobs whose periods a scan garbled past reading, under a projects heading it read with its rule as letters', () => {
    const work = extractSections(['Elena Marsh', 'Work Experience', 'ron Quillmoss Freight Ltd Elmbury, OR', 'CHIEF HARBOUR ANALYST 20 - Present',
      '+ Ran the night shift of fourteen pickers and their loaders.', 'Sl Brackenfold Mills GmbH Oakvale, WA', 'ACCOUNTANT 201',
      '+ Prepared the monthly accounts for the board of the mill.', 'Projects nn', 'Harbour Volunteers Elmbury, OR',
      'VOLUNTEER TALLY CLERK 2019 - Present', '+ Counted the crates of the food bank on Saturdays.'].join('\n')).work;
    expect(work.map((j) => [j.position, j.employer, j.location, j.start])).toEqual([
      ['CHIEF HARBOUR ANALYST', 'Quillmoss Freight Ltd', 'Elmbury, OR', ''],
      ['ACCOUNTANT', 'Sl Brackenfold Mills GmbH', 'Oakvale, WA', ''],
    ]);
  });

  it('sets a town glued to the employer before its state code apart, two words after a word that opens towns', () => {
    expect(gluedTown('Quillmoss Freight Ltd Elmbury, OR')).toEqual({ text: 'Quillmoss Freight Ltd', place: 'Elmbury, OR' });
    expect(gluedTown('Brackenfold Mills San Aurelio, CA')).toEqual({ text: 'Brackenfold Mills', place: 'San Aurelio, CA' });
    expect(gluedTown('Quillmoss Freight Ltd\tElmbury, OR').place).toBe('');
    expect(gluedTown('Accountant').place).toBe('');
  });

  it('reads scanned jobs with the town as their place', () => {
    const lines = ['4 Quillmoss Freight Ltd Elmbury, OR', 'WAREHOUSE SUPERVISOR t', '+ Ran the night shift of fourteen pickers and their loaders.',
      'z Brackenfold Mills GmbH New Aurelio, NY', 'ACCOUNTANT', '+ Prepared the monthly accounts for the board and the auditors.'];
    expect(jobs(lines)).toEqual([
      ['WAREHOUSE SUPERVISOR', 'Quillmoss Freight Ltd', 'Elmbury, OR', '', ''], ['ACCOUNTANT', 'Brackenfold Mills GmbH', 'New Aurelio, NY', '', ''],
    ]);
  });
});
