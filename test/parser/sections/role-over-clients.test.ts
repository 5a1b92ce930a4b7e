// A role alone on its line over bulleted, dated clients ("Freelancer" over "• Example Bank<tab>2020 – 2022") is each
// client's title; a firm over bulleted, dated firms is their employer. All names, firms and trades are invented.
import { describe, expect, it } from 'vitest';
import { carryParentsDown } from '../../../src/parser/sections/role-over-clients.js';
import { readWork } from '../../../src/parser/sections/work.js';
import { isTitle } from '../../../src/parser/sections/roles.js';

const jobs = (lines: string[]): string[][] => readWork(lines).map((j) => [j.position, j.employer, j.start, j.end]);

describe('carryParentsDown', () => {
  it('writes the role into each client line, as a cell beside the name, and drops its own line', () => {
    expect(carryParentsDown(['Freelancer', '• Quillmoss Fern\t11/2021 – 03/2024', 'Built the shop.', '» Brackenfold Haulage\t07/2020 – 01/2021']))
      .toEqual(['Quillmoss Fern\tFreelancer\t11/2021 – 03/2024', 'Built the shop.', 'Brackenfold Haulage\tFreelancer\t07/2020 – 01/2021']);
  });

  it('keeps the period where the layout printed it: first (a left date column) or alone on the next line', () => {
    expect(carryParentsDown(['Selbstständig', '2021 – 2024\t- Quillmoss Fern'])).toEqual(['2021 – 2024\tQuillmoss Fern\tSelbstständig']);
    expect(carryParentsDown(['Autónomo', '• Quillmoss Fern', '2021 – 2024', 'Tienda en línea.']))
      .toEqual(['Quillmoss Fern\tAutónomo', '2021 – 2024', 'Tienda en línea.']);
  });

  it('leaves a role over a bulleted sentence, over an undated bullet, or over a dated title alone', () => {
    const sentence = ['Freelancer', '• Rebuilt the booking pages for small hotels in 2021 – 2022.'];
    const undated = ['Freelancer', '• Quillmoss Fern', 'Built the shop.'];
    const title = ['Example Haulage Ltd', '• Senior Analyst\t2019 – 2021'];
    for (const lines of [sentence, undated, title]) expect(carryParentsDown(lines)).toEqual(lines);
  });

  it('ends the clients at a job of its own or at another parent', () => {
    const lines = ['Freelancer', '• Quillmoss Fern\t2021 – 2024', 'Hedgewright\tExample Haulage Ltd\t2019 – 2021', '• Led the night shift 2020 – 2021'];
    expect(carryParentsDown(lines)).toEqual(['Quillmoss Fern\tFreelancer\t2021 – 2024', ...lines.slice(2)]);
  });
});

describe('a role over its clients in a work section', () => {
  it('gives each client the role as its title', () => {
    expect(jobs(['Freelancer', '• Quillmoss Fern\t11/2021 – 03/2024', 'Built the shop for the spring fairs.', '• Brackenfold Haulage\t07/2020 – 01/2021',
      'Planned the routes.'])).toEqual([['Freelancer', 'Quillmoss Fern', '2021-11', '2024-03'], ['Freelancer', 'Brackenfold Haulage', '2020-07', '2021-01']]);
  });

  it('after a job of another kind, and over glossed clients whose tools follow them', () => {
    expect(jobs([
      'Tallowmere.- Cloud till for small shops\tDesarrollador de software\tAbril 2024 – Presente', 'Rust Kafka',
      'Autónomo', '♦ Quillmoss Fern.- Lámparas artesanales\tNoviembre 2021 – Marzo 2024', 'Python Javascript',
      '♦ Brackenfold Haulage.- Logística para granjas\tJulio 2020 – Enero 2021', 'LaTeX',
    ])).toEqual([
      ['Desarrollador de software', 'Tallowmere', '2024-04', ''], ['Autónomo', 'Quillmoss Fern', '2021-11', '2024-03'],
      ['Autónomo', 'Brackenfold Haulage', '2020-07', '2021-01'],
    ]);
  });

  it('gives the clients of a glossed firm that firm as their employer, and the role ends at it', () => {
    expect(jobs([
      'Freelancer', '♦ Quillmoss Fern.- Lámparas artesanales\tNoviembre 2021 – Marzo 2024', 'Python',
      'Hedgewright Labs.- Software a medida', '♦ Oakvale Ropes.- Plataforma de personal\tMarzo 2020 – Enero 2022', 'GraphQL',
      'Examplo.- Carga aérea\tMarzo 2018 – Marzo 2020',
    ]).map(([position, employer]) => [position, employer])).toEqual([['Freelancer', 'Quillmoss Fern'], ['', 'Hedgewright Labs'], ['', 'Examplo']]);
  });

  it('reads each title over its glossed firm alike, however long the trade and its town make the firm\'s line', () => {
    // The second firm's line is longer than a client's name, counted whole: its title must not be left alone on its line.
    expect(jobs([
      'Data Analyst', '• Quillmoss Fern GmbH, Elmbury.- Lamps for shops\t04/2023 – heute', 'Built the shop.',
      'Project Manager', '• Brackenfold Haulage GmbH & Co. KG, Elmbury.- Handmade rope ladders for small tree houses\t02/2020 – 03/2023', 'Planned the routes.',
      'Warehouse Manager', '• Oakvale Ropes KG, Elmbury.- Freight for farms\t11/2017 – 01/2020', 'Kept the books.',
    ]).map(([position, employer]) => [position, employer])).toEqual([
      ['Data Analyst', 'Quillmoss Fern GmbH'], ['Project Manager', 'Brackenfold Haulage GmbH & Co. KG'], ['Warehouse Manager', 'Oakvale Ropes KG'],
    ]);
  });

  it('knows the self-employed roles of the languages it reads as titles', () => {
    for (const role of ['Freelancer', 'Freelance', 'Self-employed', 'Selbstständig', 'Freiberufler', 'Autónomo', 'Autônomo', 'Indépendant',
      'Zelfstandige', 'Samozatrudniony', 'Szabadúszó', 'Egyéni vállalkozó']) expect(isTitle(role), role).toBe(true);
  });
});
