// A one-line job header broken by the page's width inside its employer's name: the next line is the rest of the employer.
// All firms, people and towns invented.
import { describe, expect, it } from 'vitest';
import { employerGoesOn } from '../../../src/parser/sections/wrapped-employers.js';
import { readWorkAndEducation } from '../../../src/parser/sections/work-and-education.js';

const work = (lines: string[]): string[][] => readWorkAndEducation(lines, []).work.map((w) => [w.position, w.employer, w.location, w.start]);

describe('a one-line header broken in its employer', () => {
  it('after a joining word', () => {
    expect(work(['Da gennaio 2018 a settembre 2021 – Impiegata contabile presso Studio Vannucci &', 'Associati, Pievefosca',
      'Da marzo 2015 a dicembre 2017 – Magazziniera presso Ortofrutta Valdarda S.r.l., Pievefosca']))
      .toEqual([['Impiegata contabile', 'Studio Vannucci & Associati', 'Pievefosca', '2018-01'],
        ['Magazziniera', 'Ortofrutta Valdarda S.r.l.', 'Pievefosca', '2015-03']]);
  });

  it('after "at", the legal form on the next line', () => {
    expect(work(['Jan 2020 – Mar 2023 – Warehouse Supervisor at Brindlecourt Cold', 'Storage Ltd, Elmbury', '• Led a team of nine']))
      .toEqual([['Warehouse Supervisor', 'Brindlecourt Cold Storage Ltd', 'Elmbury', '2020-01']]);
  });

  it.each<[string, string]>([
    ['2019 – 2021 Warehouse Supervisor', 'Brindlecourt Storage Ltd, Elmbury'], // the employer's own line under a title
    ['2019 – 2021 Warehouse Supervisor at Brindlecourt Ltd', 'Elmbury'], // the employer whole: its town below
    ['2019 – 2021 Warehouse Supervisor at Brindlecourt', '• Led a team of nine'],
    ['Warehouse Supervisor at Brindlecourt &', 'Daughters Ltd, Elmbury'], // no period: another reader's case
    ['2019 – 2021 Warehouse Supervisor at Brindlecourt &', 'Led a team of nine people across the two sites of the company.'],
  ])('%j over %j is no broken header', (line, next) => expect(employerGoesOn(line, next)).toBe(false));
});
