// A consultant's or an agency's job names the client it was for ("Client<tab>Example Bank", "Kunde: …"): a detail of the
// job, never its employer or title, wherever the row stands in the entry. All names, firms and towns are invented.
import { describe, expect, it } from 'vitest';
import { isClientRow, joinLabelWords } from '../../../src/parser/sections/entry-labels.js';
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

describe('a label word alone on a header line', () => {
  it('is never the title or the employer; a client label takes its value with it', () => {
    expect(read([
      'Senior Consultant\t2020 – 2023', 'Client', 'Harrowby Bank', 'Led a team of twelve people.',
      'Consultant\t2017 – 2020', 'Client', 'Ostmark Versicherung', 'Built the monthly reports.',
    ])).toEqual([['Senior Consultant', '', '', '2020'], ['Consultant', '', '', '2017']]);
  });

  it('leaves other values to the roles: a form label column printed on lines of its own', () => {
    expect(read([
      '2020 – 2023', 'Position', 'Hedgeward', 'Employer', 'Quillby Works Ltd', 'Led a team of twelve people.',
      '2017 – 2020', 'Position', 'Ropemaster', 'Employer', 'Fennick Ropes Ltd', 'Built the monthly reports.',
    ]).map((w) => w.slice(0, 2))).toEqual([['Hedgeward', 'Quillby Works Ltd'], ['Ropemaster', 'Fennick Ropes Ltd']]);
  });

  it('is joined with its value on the next line, and a client row between the title and the employer is skipped', () => {
    expect(joinLabelWords(['Position', 'Hedgeward', 'Client:', 'Harrowby Bank', 'Employer', '2019 – 2021', 'Dates', 'Jan 2019'])).toEqual([
      'Position: Hedgeward', 'Client: Harrowby Bank', 'Employer', '2019 – 2021', 'Dates', 'Jan 2019']);
    expect(read([
      '2020 – 2023', 'Hedgeward', 'Client: Harrowby Bank', 'Quillby Works Ltd', 'Led a team of twelve people.',
      '2017 – 2020', 'Ropemaster', 'Fennick Ropes Ltd', 'Built the monthly reports.',
    ]).map((w) => w.slice(0, 2))).toEqual([['Hedgeward', 'Quillby Works Ltd'], ['Ropemaster', 'Fennick Ropes Ltd']]);
  });

  it('gives no entry when the label and the client are all its header holds (no made-up employer "Client")', () => {
    expect(read(['Client\t2020 – 2023', 'Harrowby Bank', 'Led a team of twelve people.'])).toEqual([]);
  });
});

describe('projects listed by client', () => {
  it('keep each job when the client row opens it, right above its labelled period', () => {
    const work = readWork([
      'Client\tHarrowby Bank – Ledger Migration', 'Period\t10/2018 – present', 'Location\tElmstow', 'Role\tLead Developer', 'Description:',
      'Moved the ledger of the bank to a new platform and trained the staff of four branches on it.',
      'Client\tOstmark Versicherung – Claims Portal', 'Period\t08/2017 – 09/2018', 'Location\tOakcombe', 'Role\tDeveloper', 'Description:',
      'Built the claims portal for the insurer and its partners, with the reporting for the branches.',
    ]);
    expect(work.map((w) => [w.location, w.start, w.end])).toEqual([['Elmstow', '2018-10', ''], ['Oakcombe', '2017-08', '2018-09']]);
  });
});

describe('a job opened by its client\'s row', () => {
  it('takes its title from the role row under the period and the client for the employer, the project after the dash for neither', () => {
    expect(read([
      'Client\tHarrowby Bank – Ledger Migration', 'Period\t10/2018 – present', 'Location\tElmstow', 'Role\tLead Developer',
      'Moved the ledger of the bank to a new platform and trained the staff of four branches on it.',
      'Client\tOstmark Versicherung – Claims Portal', 'Period\t08/2017 – 09/2018', 'Location\tOakcombe', 'Role\tDeveloper',
      'Built the claims portal for the insurer and its partners, with the reporting for the branches.',
    ])).toEqual([['Lead Developer', 'Harrowby Bank', 'Elmstow', '2018-10'], ['Developer', 'Ostmark Versicherung', 'Oakcombe', '2017-08']]);
  });

  it('never takes the label or the project for the title when no role row follows (a short description cell is the role)', () => {
    expect(read([
      'Client\tHarrowby Bank – Ledger Migration', 'Period\t10/2018 – present', 'Location\tElmstow', 'Description\tLead Developer',
      'Client: Ostmark Versicherung – Claims Portal', 'Period\t08/2017 – 09/2018', 'Location\tOakcombe',
    ])).toEqual([['Lead Developer', 'Harrowby Bank', 'Elmstow', '2018-10'], ['', 'Ostmark Versicherung', 'Oakcombe', '2017-08']]);
  });

  it('leaves the lines above the row (the tools of the job before) to that job, and a note in brackets out of the name', () => {
    expect(read([
      'Client\tHarrowby Bank', 'Period\t10/2018 – present', 'Role\tLead Developer', 'Tools:', 'Java, Kafka',
      'Client\tFennick Ropes (internship)', 'Period\t03/2018 – 06/2018', 'Role\tTrainee',
    ])).toEqual([['Lead Developer', 'Harrowby Bank', '', '2018-10'], ['Trainee', 'Fennick Ropes', '', '2018-03']]);
  });
});
