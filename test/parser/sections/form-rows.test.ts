// A job printed as a form's rows with its period first: "Dates<tab>…" over the title's row, rows that describe the
// job (activities, tools, sector) and the employer's row anywhere among them; a role label with a qualifier
// ("Main role"); and "Job Experience" as a work heading. All names, employers and values are invented.
import { describe, expect, it } from 'vitest';
import { formRowsAfter, labelRows } from '../../../src/parser/sections/entry-labels.js';
import { readWork } from '../../../src/parser/sections/work.js';
import { headingKindOf } from '../../../src/parser/sections/vocabulary.js';
import { extractSections } from '../../../src/parser/sections/index.js';

const job = (period: string, title: string, employer: string): string[] => [
  `Dates\t${period}`, `Main role\t${title}`, 'Main activities\tstock planning for two depots', 'Tools\tExcel • SAP',
  `Company\t${employer}`, 'Sector\tlogistics',
];

describe('a qualified role label', () => {
  it('is written as its role label', () => {
    expect(labelRows(['Main role\tDepot Planner', 'Current position: Depot Planner', 'Principal company  Example Ltd']))
      .toEqual(['Role: Depot Planner', 'Position: Depot Planner', 'Company: Example Ltd']);
  });

  it('needs a role label after the qualifier', () => {
    expect(labelRows(['Main activities\tstock planning', 'Current projects: two depots'])).toEqual(['Main activities\tstock planning',
      'Current projects: two depots']);
  });
});

describe('form rows after a period', () => {
  it('are the labelled rows up to the next period, each label once', () => {
    const lines = labelRows([...job('03/2019 – 05/2022', 'Depot Planner', 'Quarrow Freight Ltd'), 'Dates\t01/2016 – 02/2019']);
    const isPeriod = (j: number): boolean => j === 0 || j === 6;
    expect(formRowsAfter(lines, 0, isPeriod)).toEqual({ rows: ['Role: Depot Planner', 'Company: Quarrow Freight Ltd'], last: 4 });
  });

  it('are no form when the row after the period has no role label', () => {
    const lines = labelRows(['Dates\t03/2019 – 05/2022', 'Depot Planner', 'Company\tQuarrow Freight Ltd', 'Sector\tlogistics']);
    expect(formRowsAfter(lines, 0, (j) => j === 0)).toBeUndefined();
  });

  it('are no form when they name the employer but not what the job was: the title may stand on a free line', () => {
    const lines = labelRows(['Dates\t03/2019 – 05/2022', 'Employer\tQuarrow Freight Ltd', 'Location\tElmbury', 'Depot Planner']);
    expect(formRowsAfter(lines, 0, (j) => j === 0)).toBeUndefined();
  });

  it('are no form with one labelled row only', () => {
    const lines = labelRows(['Dates\t03/2019 – 05/2022', 'Company\tQuarrow Freight Ltd', 'Tools\tExcel']);
    expect(formRowsAfter(lines, 0, (j) => j === 0)).toBeUndefined();
  });
});

describe('jobs printed as form rows, the period first', () => {
  it('take the employer from its row after the rows that describe the job', () => {
    const work = readWork([...job('03/2019 – 05/2022', 'Depot Planner', 'Quarrow Freight Ltd'),
      ...job('01/2016 – 02/2019 • 3 years 1 month', 'Yard Clerk', 'Bellmoor Haulage S.r.l.')]);
    expect(work.map((w) => [w.position, w.employer, w.start, w.end])).toEqual([
      ['Depot Planner', 'Quarrow Freight Ltd', '2019-03', '2022-05'], ['Yard Clerk', 'Bellmoor Haulage S.r.l.', '2016-01', '2019-02'],
    ]);
  });

  it('take the title from its qualified row after the employer\'s, the label keeping its capital', () => {
    const form = (period: string, employer: string, title: string): string[] => [`Dates\t${period}`, `Company\t${employer}`,
      `Main role\t${title}`, 'Main activities\tstock planning for two depots'];
    const work = readWork([...form('07/2021 – present', 'Quarrow Freight Ltd', 'Depot Planner'),
      ...form('02/2019 – 12/2021', 'Bellmoor Haulage Ltd', 'Yard Clerk')]);
    expect(work.map((w) => [w.position, w.employer])).toEqual([['Depot Planner', 'Quarrow Freight Ltd'], ['Yard Clerk', 'Bellmoor Haulage Ltd']]);
  });

  it('read a title that no word list knows from its row', () => {
    const work = readWork(['Zeitraum\t10/2020 – heute', 'Arbeitgeber\tFernwald Kellerei', 'Position\tKellermeisterin',
      'Haupttätigkeiten\tAbfüllung und Lager', 'Branche\tWeinbau']);
    expect(work).toEqual([expect.objectContaining({ position: 'Kellermeisterin', employer: 'Fernwald Kellerei', start: '2020-10', current: true })]);
  });

  it('are read under a "Job Experience" heading', () => {
    const text = ['Ora Vennik', 'Job Experiences', ...job('Jan 2023 ➔ today', 'Depot Planner', 'Quarrow Freight Ltd'), 'Education',
      'Example University', 'BSc Logistics 2015'].join('\n');
    expect(extractSections(text).work).toEqual([expect.objectContaining({ position: 'Depot Planner', employer: 'Quarrow Freight Ltd', current: true })]);
  });
});

describe('work headings qualified by "job"', () => {
  it.each(['Job Experience', 'JOB EXPERIENCES'])('%s opens the work section', (text) => {
    expect(headingKindOf(text)).toBe('work');
  });

  it('a line that sums up the jobs is no heading', () => {
    expect(headingKindOf('Summary of Job experiences')).toBeUndefined();
  });
});
