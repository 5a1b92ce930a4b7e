// A consultant's or an agency's job names the client it was for ("Client<tab>Example Bank", "Kunde: …"): a detail of the
// job, never its employer or title, wherever the row stands in the entry. All names, firms and towns are invented.
import { describe, expect, it } from 'vitest';
import { isClientRow } from '../../../src/parser/sections/entry-labels.js';
import { isDetailLine } from '../../../src/parser/sections/entries.js';
import { readWork } from '../../../src/parser/sections/work.js';

const read = (lines: string[]): string[][] => readWork(lines).map((w) => [w.position, w.employer, w.location, w.start]);

describe('a client row', () => {
  it('is a client label with its colon or in a cell of its own, before a value', () => {
    for (const row of ['Client: Harrowby Bank', 'Client\tHarrowby Bank', 'Kunde:  Ostmark Versicherung', 'Cliente\tBanco Ferrelo',
      'Ügyfél: Dombvári Zrt.', 'Opdrachtgever\tGemeente Veldhoven', 'End client  Harrowby Bank', 'CUSTOMER: Harrowby Bank']) {
      expect(isClientRow(row), row).toBe(true);
      expect(isDetailLine(row), row).toBe(true);
    }
  });

  it('is not a title that starts with a client word, nor the word alone', () => {
    for (const line of ['Client Services Manager', 'Customer Success Lead\t2019 – 2021', 'Kundenberater', 'Client', 'Klient relations']) {
      expect(isClientRow(line), line).toBe(false);
    }
    expect(isDetailLine('Client Services Manager')).toBe(false);
  });
});

describe('jobs with a client row', () => {
  it('keep their employer and title when the row follows the header (unknown names, the same shape as the jobs without one)', () => {
    expect(read([
      '07/2021 – present\tHedgeward', 'Quillby Lantern Works, Elmstow', 'Client: Harrowby Bank', 'Led a team of twelve.',
      '06/2019 – 03/2021\tRopemaster', 'Fennick Ropes, Oakcombe', 'Planned the new warehouse system.',
    ])).toEqual([['Hedgeward', 'Quillby Lantern Works', 'Elmstow', '2021-07'], ['Ropemaster', 'Fennick Ropes', 'Oakcombe', '2019-06']]);
  });

  it('give the client neither the employer nor the title, as cells under a header of firm and title', () => {
    expect(read([
      '07/2021 – present\tQuillby Lantern Works, Project Manager', 'Customer\tHarrowby Bank', 'Led a team of twelve people.',
      '06/2019 – 03/2021\tFennick Ropes, Warehouse Supervisor', 'Planned the new warehouse system.',
    ])).toEqual([['Project Manager', 'Quillby Lantern Works', '', '2021-07'], ['Warehouse Supervisor', 'Fennick Ropes', '', '2019-06']]);
  });

  it('stand in a form whose period comes first, the client row among the labelled ones', () => {
    expect(read([
      'Zeitraum\t02/2023 – heute', 'Funktion\tKellermeisterin', 'Unternehmen\tFernwald Kellerei', 'Auftraggeber: Ostmark Versicherung',
      'Branche\tLogistik',
      'Zeitraum\t03/2020 – 10/2022', 'Funktion\tProjektleiterin', 'Unternehmen\tBrackfeld Spedition', 'Branche\tLogistik',
    ])).toEqual([['Kellermeisterin', 'Fernwald Kellerei', '', '2023-02'], ['Projektleiterin', 'Brackfeld Spedition', '', '2020-03']]);
  });
});
