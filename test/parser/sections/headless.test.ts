// Sections whose heading is a picture or an icon font's glyph, so no line of the text: their entries are found by their
// dates and their header lines, and read as jobs or studies by what those name.
import { describe, expect, it } from 'vitest';
import { withHeadlessSections } from '../../../src/parser/sections/headless.js';
import { extractSections } from '../../../src/parser/sections/index.js';
import { splitSections } from '../../../src/parser/sections/split.js';

const jobs = (text: string[]) => extractSections(text.join('\n')).work.map((w) => [w.position, w.employer, w.start, w.end]);
const studies = (text: string[]) => extractSections(text.join('\n')).education.map((e) => [e.institution, e.degree, e.end]);

const CONTACT = ['Wilma Quarrendon', 'Logistics planner', 'wilma.q@example.org • +44 7700 900321 • Elmbury'];
const JOBS = ['Transport Planner', 'Harrowgate Freight Ltd', '2019 – present', 'Dispatcher', 'Milbrook Carriers Ltd', '2015 – 2019'];
const STUDIES = ['MSc Supply Chain Management', 'University of Elmbury', '2014', 'BSc Geography', 'Northfield College', '2012'];

describe('withHeadlessSections', () => {
  it('sets the dated jobs after the contact block apart as a work section when the work heading left no text', () => {
    const sections = withHeadlessSections(splitSections([...CONTACT, ...JOBS, 'Education', ...STUDIES]));
    expect(sections.map((s) => [s.kind, s.lines.length])).toEqual([['other', 3], ['work', 6], ['education', 6]]);
  });

  it('sets the studies after the jobs apart when the education heading left no text', () => {
    const sections = withHeadlessSections(splitSections([...CONTACT, 'Work experience', ...JOBS, ...STUDIES]));
    expect(sections.map((s) => [s.kind, s.lines[0]])).toEqual([['other', CONTACT[0]], ['work', JOBS[0]], ['education', STUDIES[0]]]);
  });

  it('leaves a section that opens with its own dated entries (projects, volunteering) as it is', () => {
    const lines = [...CONTACT, 'Projects', 'Route planner rewrite', 'Harrowgate Freight Ltd', '2020 – 2021', 'Depot survey',
      'Milbrook Carriers Ltd', '2016 – 2017'];
    expect(withHeadlessSections(splitSections(lines)).map((s) => s.kind)).toEqual(['other', 'other']);
  });

  it('leaves a block whose lines name neither jobs nor studies clearly where it is', () => {
    const lines = [...CONTACT, 'Summary', 'Planner with ten years in road freight and a record of cutting empty miles.',
      'Spring fair', '2019 – 2020', 'Autumn fair', '2017 – 2018'];
    expect(withHeadlessSections(splitSections(lines)).map((s) => s.kind)).toEqual(['other', 'other']);
  });
});

describe('entries under a heading that left no text', () => {
  it('reads the jobs right after the contact block', () => {
    expect(jobs([...CONTACT, ...JOBS, 'Education', ...STUDIES])).toEqual([
      ['Transport Planner', 'Harrowgate Freight Ltd', '2019', ''], ['Dispatcher', 'Milbrook Carriers Ltd', '2015', '2019']]);
  });

  it('reads the jobs after a profile\'s prose and after a skills list', () => {
    const profile = ['Profile', 'Planner with ten years in road freight and a record of cutting empty miles.'];
    expect(jobs([...CONTACT, ...profile, ...JOBS])).toHaveLength(2);
    expect(jobs([...CONTACT, 'Skills', 'Route planning, Excel', ...JOBS])).toHaveLength(2);
  });

  it('reads the studies after the jobs as studies, not as a job at a school', () => {
    const text = [...CONTACT, 'Work experience', ...JOBS, ...STUDIES];
    expect(jobs(text)).toHaveLength(2);
    expect(studies(text)).toEqual([['University of Elmbury', 'MSc Supply Chain Management', '2014'],
      ['Northfield College', 'BSc Geography', '2012']]);
  });

  it('keeps a job at a school among the jobs', () => {
    const text = [...CONTACT, 'Work experience', ...JOBS, 'Research Assistant', 'University of Elmbury', '2013 – 2015', 'Skills', 'Excel'];
    expect(jobs(text).map((j) => j[1])).toEqual(['Harrowgate Freight Ltd', 'Milbrook Carriers Ltd', 'University of Elmbury']);
    expect(studies(text)).toEqual([]);
  });
});

describe('a lone study after the jobs, its degree unknown to the word lists', () => {
  const JOBS_WITH_PROSE = ['Work experience', 'Harrowgate Freight Ltd, Transport Planner', '03/2019 – present', 'Monthly reports.',
    'Milbrook Carriers Ltd, Dispatcher', '08/2015 – 02/2019', 'Planning the depot shifts.'];

  it('reads the lines over the school and its year as the study', () => {
    const text = [...CONTACT, ...JOBS_WITH_PROSE, 'Freight forwarding clerk', '2014', 'University of Elmbury', 'Skills', 'Excel'];
    expect(jobs(text)).toHaveLength(2);
    expect(studies(text)).toEqual([['University of Elmbury', 'Freight forwarding clerk', '2014']]);
  });

  it('leaves a job at a school dated by a range among the jobs', () => {
    const text = [...CONTACT, ...JOBS_WITH_PROSE, 'Depot tutor', 'University of Elmbury', '2012 – 2015', 'Skills', 'Excel'];
    expect(jobs(text).map((j) => j[1])).toEqual(['Harrowgate Freight Ltd', 'Milbrook Carriers Ltd', 'University of Elmbury']);
  });
});

describe('a job whose line names a place like a degree', () => {
  it('keeps "Developer | Example LLC | Town, MA" among the jobs: the state is no Master of Arts', () => {
    const text = [...CONTACT, 'Experience', 'Senior Developer | Quillfeather Inc. | Elmbury, CA | Jan 2021 - Present', '- Led the billing rewrite',
      'Junior Developer | Brambleway LLC | Northfield, MA | Aug 2017 - May 2019', '- Built shop pages', 'Education',
      'Bachelor of Science in Computer Science | Elmbury Institute of Technology | Elmbury, CA | 2017'];
    expect(jobs(text).map((j) => j[1])).toEqual(['Quillfeather Inc.', 'Brambleway LLC']);
    expect(studies(text)).toHaveLength(1);
  });
});

describe('undated jobs under a heading that left no text', () => {
  const UNDATED = ['Transport Planner, Harrowgate Freight Ltd', 'Planned the routes of forty trucks a day.',
    'Dispatcher, Milbrook Carriers Ltd', 'Ran the depot shifts on weekends.'];

  it('reads header blocks over details after the contact block as jobs', () => {
    expect(jobs([...CONTACT, ...UNDATED, 'Skills', 'Excel'])).toEqual([
      ['Transport Planner', 'Harrowgate Freight Ltd', '', ''], ['Dispatcher', 'Milbrook Carriers Ltd', '', '']]);
  });

  it('leaves a profile\'s prose in its place', () => {
    const text = [...CONTACT, 'Planner with ten years in road freight and a record of cutting empty miles.', ...UNDATED];
    expect(jobs(text).map((j) => j[1])).toEqual(['Harrowgate Freight Ltd', 'Milbrook Carriers Ltd']);
  });

  it('makes no jobs of blocks that name neither a title nor a firm', () => {
    const text = [...CONTACT, 'Route planning', 'Planned the routes of forty trucks a day.', 'Depot shifts', 'Ran them on weekends.'];
    expect(jobs(text)).toEqual([]);
  });
});

describe('withHeadlessSections: studies after jobs whose lines end on a legal form, at a school named with a title\'s word', () => {
  const work = ['Analista de datos, Valdemora Sistemas S.L.', '11/2021 – presente', 'Coordinación de un equipo de doce personas.',
    'Comercial, Ramalvar Distribución S.A.', '03/2019 – 06/2021', 'Elaboración de informes mensuales.'];

  it('a job\'s line of five words ending on "S.L." is a job\'s header, no sentence: the studies after the last job are set apart', () => {
    const sections = withHeadlessSections(splitSections([...CONTACT, 'Experiencia', ...work.slice(0, 3),
      'Máster en Gestión', '2016', 'Universidad de Valdemora']));
    expect(sections.map((s) => [s.kind, s.lines[0]])).toEqual([['other', CONTACT[0]], ['work', work[0]], ['education', 'Máster en Gestión']]);
  });

  it('a school named with a title\'s word ("Politécnico") ends the studies, no job', () => {
    const sections = withHeadlessSections(splitSections([...CONTACT, 'Experiencia', ...work.slice(3),
      'Máster en Gestión', '2016', 'Instituto Politécnico de Valdemora']));
    expect(sections.map((s) => [s.kind, s.lines[0]])).toEqual([['other', CONTACT[0]], ['work', work[3]], ['education', 'Máster en Gestión']]);
  });
});

describe('withHeadlessSections: the headline under the name, over the first job (the work heading missing)', () => {
  const rows = ['Accountant\t07/2024 – present', 'Brackwater Advisory Ltd', 'Prepared the monthly reports.',
    'Data Analyst\t05/2021 – 03/2024', 'Corrowby Industries Ltd', 'Built the tracking tool.'];

  it('stays in the contact block when the next job has no header line above its period', () => {
    const sections = withHeadlessSections(splitSections(['Lena Marwick', 'Accountant', ...rows, 'Education', ...STUDIES]));
    expect(sections.map((s) => [s.kind, s.lines[0]])).toEqual([['other', 'Lena Marwick'], ['work', rows[0]], ['education', STUDIES[0]]]);
  });

  it('the first job keeps its employer', () => {
    expect(jobs(['Lena Marwick', 'Accountant', ...rows])[0]).toEqual(['Accountant', 'Brackwater Advisory Ltd', '2024-07', '']);
  });

  it('the first job keeps its header lines when the next one prints as many above its period', () => {
    const sections = withHeadlessSections(splitSections([...CONTACT, ...JOBS, 'Education', ...STUDIES]));
    expect(sections[1]!.lines[0]).toBe(JOBS[0]);
  });
});

describe('withHeadlessSections: a vocational study named as its job, its year in its own row, after undated jobs', () => {
  const undated = ['Brackwater Trading Ltd, Bookkeeper', 'Prepared the monthly reports.', 'Corrowby Systems Ltd, Programmer',
    'Built the tracking tool.'];

  it('"Accounting technician<tab>2016" over its school is a study, not the last job', () => {
    const lines = [...CONTACT, 'Work experience', ...undated, 'Master of Economics\t2019', 'University of Elmbury',
      'Accounting technician\t2016', 'Northfield College'];
    const sections = withHeadlessSections(splitSections(lines));
    expect(sections.map((s) => [s.kind, s.lines[0]])).toEqual([['other', CONTACT[0]], ['work', undated[0]], ['education', 'Master of Economics\t2019']]);
  });

  it('so is one over a school whose name holds a title\'s word ("Politécnico")', () => {
    const lines = [...CONTACT, 'Work experience', ...undated, 'Master of Economics', '2019', 'University of Elmbury',
      'Accounting technician', '2016', 'Politécnico de Valdemora'];
    const sections = withHeadlessSections(splitSections(lines));
    expect(sections.map((s) => [s.kind, s.lines[0]])).toEqual([['other', CONTACT[0]], ['work', undated[0]], ['education', 'Master of Economics']]);
  });
});
