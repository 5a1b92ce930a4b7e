// A job printed twice is one job, and a header line with a web address is no title. All names and addresses are invented.
import { describe, expect, it } from 'vitest';
import { readWork } from '../../../src/parser/sections/work.js';

const jobs = (lines: string[]) => readWork(lines).map((j) => [j.position, j.employer, j.start, j.end]);

describe('a job printed twice', () => {
  it('is read once, with its first reading', () => {
    const block = ['Desde 01/01/2016 hasta hoy', 'Freelancer, Tallowmark', 'Proyectos de desarrollo web para pequeñas tiendas.'];
    const other = ['Desde 01/09/2013 a 24/03/2017', 'Analista de Sistemas Junior, Quillmoss S.A.', 'Aplicaciones web y móviles.'];
    expect(jobs([...block, ...other, ...block])).toEqual([['Freelancer', 'Tallowmark', '2016-01', ''], ['Analista de Sistemas Junior', 'Quillmoss S.A.', '2013-09', '2017-03']]);
  });

  it('keeps two jobs that differ in the period or the title', () => {
    expect(jobs(['Analyst, Example Haulage Ltd\t2016 – 2018', 'Analyst, Example Haulage Ltd\t2018 – 2020', 'Lead Analyst, Example Haulage Ltd\t2018 – 2020']))
      .toHaveLength(3);
  });
});

describe('a header line with a web address', () => {
  it('is no title: the title and employer are its parts, and the line below no employer', () => {
    expect(jobs(['Desde 01/01/2016 hasta hoy', 'Freelancer, Tallowmark, https://www.tallowmark.example/fl/abc', 'Data scraping',
      'He trabajado en proyectos que extraen datos de sitios web.'])).toEqual([['Freelancer', 'Tallowmark', '2016-01', '']]);
  });
});
