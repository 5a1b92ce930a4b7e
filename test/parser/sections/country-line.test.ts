// A job's town and country printed alone beside its period ("01/06/2021 – 30/11/2025⇥Lyon, France"), over the title in
// capitals and the employer (the Europass editor's entry since 2020): the town is the place's, never the employer. Names,
// firms and titles are invented; the towns and countries are real.
import { describe, expect, it } from 'vitest';
import { readWork } from '../../../src/parser/sections/work.js';

const work = (lines: string[]) => readWork(lines).map((w) => [w.position, w.employer, w.location, w.start, w.end]);
const PROSE = 'Planned the routes of the depot fleet every week.';

describe('a town and its country on the period line', () => {
  it('is the place, and the firm under the title is the employer (firms no word list knows)', () => {
    expect(work([
      '01/06/2021 – 30/11/2025\tBad Kleinbrunn, Deutschland', 'INTERNAL ACCOUNTS PRODUCER', 'Quendel, Maibach und Ortlieb', PROSE,
      '01/05/2017 – 28/02/2021\tBad Kleinbrunn, Deutschland', 'ROUTE FACILITATOR', 'Tessmer-Wallrodt', PROSE,
    ])).toEqual([
      ['INTERNAL ACCOUNTS PRODUCER', 'Quendel, Maibach und Ortlieb', 'Bad Kleinbrunn, Deutschland', '2021-06', '2025-11'],
      ['ROUTE FACILITATOR', 'Tessmer-Wallrodt', 'Bad Kleinbrunn, Deutschland', '2017-05', '2021-02'],
    ]);
    expect(work([
      '01/09/2019 – 31/03/2024\tVillejuif, France', 'CONSULTANT EN OPTIMISATION', 'Garnier et Vautrin', PROSE,
      '01/02/2016 – 31/08/2019\tVillejuif, France', 'STAGIAIRE DU WEB', 'Roubaud-Lenoir', PROSE,
    ]).map((w) => w.slice(1, 3))).toEqual([['Garnier et Vautrin', 'Villejuif, France'], ['Roubaud-Lenoir', 'Villejuif, France']]);
    expect(work([
      '01/03/2020 – 31/01/2023\tCzeladź, Polska', 'STARSZY KONSULTANT', 'Wierzbicki i Szostak', PROSE,
      '01/01/2018 – 28/02/2020\tSopot, Polska', 'ASYSTENT BADAŃ', 'Kołodziej-Mazur', PROSE,
    ]).map((w) => w.slice(1, 3))).toEqual([['Wierzbicki i Szostak', 'Czeladź, Polska'], ['Kołodziej-Mazur', 'Sopot, Polska']]);
  });

  it('leaves a firm with its country, over a title alone, the employer', () => {
    expect(work(['Example Orchards, Germany\t2019 – 2021', 'Warehouse Supervisor', PROSE]).map((w) => w.slice(0, 3)))
      .toEqual([['Warehouse Supervisor', 'Example Orchards', 'Germany']]);
  });

  it('leaves a line of a firm, its town and its country as it was', () => {
    expect(work(['Brindlecombe Haulage Ltd, Leeds, United Kingdom\t2019 – 2021', 'Logistics Coordinator', PROSE]).map((w) => w.slice(0, 3)))
      .toEqual([['Logistics Coordinator', 'Brindlecombe Haulage Ltd', 'Leeds, United Kingdom']]);
  });
});
