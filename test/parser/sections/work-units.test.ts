// A faculty or department named beside its university in a job's header is a unit of the employer, never the title.
// All names are invented.
import { describe, expect, it } from 'vitest';
import { readWork } from '../../../src/parser/sections/work.js';

const job = (lines: string[]) => readWork(lines).map((j) => [j.position, j.employer, j.location]);

describe('a university unit in a job header', () => {
  it('keeps the unit with the university and takes the cell after it for the title', () => {
    expect(job(['Universidad de Elmbury, Facultad de Ingeniería\tColaborador\tAgosto 2017 – Agosto 2018']))
      .toEqual([['Colaborador', 'Universidad de Elmbury, Facultad de Ingeniería', '']]);
    expect(job(['Universidade de Oakvale, Departamento de Geologia\tBolseiro\t2016 – 2017']))
      .toEqual([['Bolseiro', 'Universidade de Oakvale, Departamento de Geologia', '']]);
  });

  it('changes nothing where the title is a known one, or the unit stands apart from its university', () => {
    expect(job(['Research Assistant, University of Oakvale, Department of Geology\t2016 – 2017'])[0]?.[0]).toBe('Research Assistant');
    expect(job(['Faculty of Law\tUniversity of Oakvale\tTutor\t2016 – 2017'])[0]?.[0]).toBe('Tutor');
  });
});
