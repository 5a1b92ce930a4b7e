import { describe, expect, it } from 'vitest';
import { employersAboveRows, isEmployerLine } from '../../../src/parser/sections/layout-rows.js';
import { extractSections } from '../../../src/parser/sections/index.js';

// Form CVs (Europass and the like) that print the employer over a row "period | title | client":
// the client cell must not be taken for the employer.

describe('isEmployerLine', () => {
  it('takes a short name line', () => {
    expect(isEmployerLine('Quillfeather')).toBe(true);
    expect(isEmployerLine('Brandlow Analytics')).toBe(true);
    expect(isEmployerLine('Tarrowby Haulage Ltd')).toBe(true);
  });

  it('refuses sentences, titles, periods, headings and rows', () => {
    expect(isEmployerLine('Kept the monthly ledgers of the depot and its stores.')).toBe(false);
    expect(isEmployerLine('Warehouse Supervisor')).toBe(false);
    expect(isEmployerLine('2019 – 2021')).toBe(false);
    expect(isEmployerLine('Work experience')).toBe(false);
    expect(isEmployerLine('Brandlow\tLondon')).toBe(false);
  });
});

describe('employersAboveRows', () => {
  const section = [
    'Quillfeather',
    'March 2021 - Present\tWarehouse Supervisor (Tills)\tQuillfeather builds payment tools for small shops.',
    'Built the refunds service.',
    'Brandlow',
    'June 2018 - February 2021\tStock Controller (Records Office)\tInstitute of Northfold Courts and Records',
    'Tools: Excel, SQL',
  ];

  it('moves the employer line into the row and the client cell under it', () => {
    expect(employersAboveRows(section)).toEqual([
      'March 2021 - Present\tWarehouse Supervisor (Tills)\tQuillfeather',
      '• Quillfeather builds payment tools for small shops.',
      'Built the refunds service.',
      'June 2018 - February 2021\tStock Controller (Records Office)\tBrandlow',
      '• Institute of Northfold Courts and Records',
      'Tools: Excel, SQL',
    ]);
  });

  it('gives the section step the employer, not the client', () => {
    const work = extractSections(['Curriculum vitae', 'WORK EXPERIENCE', ...section].join('\n')).work;
    expect(work.map((w) => w.employer)).toEqual(['Quillfeather', 'Brandlow']);
    expect(work.map((w) => w.start)).toEqual(['2021-03', '2018-06']);
  });

  it('leaves a section alone that does not open with an employer line over a row', () => {
    const rows = [
      'June 2018 - February 2021\tStock Controller\tNorthfold County Council',
      'Ran the nightly loads',
      'March 2021 - Present\tWarehouse Supervisor\tTills for small shops',
    ];
    expect(employersAboveRows(rows)).toEqual(rows);
  });

  it('keeps a third cell that is a firm', () => {
    const rows = ['Quillfeather', 'March 2021 - Present\tWarehouse Supervisor\tTarrowby Haulage Ltd'];
    expect(employersAboveRows(rows)).toEqual(rows);
  });
});
