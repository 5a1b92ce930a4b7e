// Studies printed after the jobs with no education heading over them (a heading drawn as a picture): dated by a year
// alone, or in progress. All names, schools and firms are invented.
import { describe, expect, it } from 'vitest';
import { strayStudyLine } from '../../../src/parser/sections/stray-study-lines.js';
import { extractSections } from '../../../src/parser/sections/index.js';

describe('a study among the jobs, dated by its year alone or in progress', () => {
  it('is read from a line whose year stands in a cell of its own, or that says how far the student has come', () => {
    expect(strayStudyLine('2014\tBSc Geology – University of Fenchurst')).toMatchObject({ degree: 'BSc Geology', institution: 'University of Fenchurst', end: '2014' });
    expect(strayStudyLine('MSc Hydrology\tUniversity of Fenchurst\t2016')).toMatchObject({ degree: 'MSc Hydrology', end: '2016' });
    expect(strayStudyLine('Brennhaus: Orchard management – 3rd semester')).toMatchObject({ institution: 'Brennhaus', degree: 'Orchard management' });
  });

  it('is no study where the line names a job, or no school', () => {
    for (const line of ['2014\tWarehouse Manager – Quarzbau GmbH', '2014\tBSc Geology', 'Led the night shift in 2014.', '2019 – 2021\tBSc Geology – University of Fenchurst']) {
      expect(strayStudyLine(line), line).toBeUndefined();
    }
  });

  it('joins the studies of a CV that prints no education heading: a long degree, a job\'s detail after it, a traineeship left out', () => {
    const long = extractSections(['WORK EXPERIENCE', 'Store Clerk', '04/2023 – 02/2026', 'Quarzbau Analytics Ltd', 'Built monthly reports.',
      'Sales Coordinator', '02/2019 – 09/2023', 'Fenwick Systems Ltd', 'Led a team of twelve.',
      '2018\tBachelor of Arts in International Business Administration and Orchard Logistics\tUniversity of Fenchurst',
      '2015\tBSc Geology\tUniversity of Quarrowby', 'SKILLS', '• Excel'].join('\n'));
    expect(long.education.map((e) => [e.institution, e.end])).toEqual([['University of Quarrowby', '2015'], ['University of Fenchurst', '2018']]);
    const thesis = extractSections(['Szakmai tapasztalat:', '2022 – jelenleg\tProjektvezető', 'Quarzbau Bt.', 'Új rendszer bevezetése.',
      '2018 – 2022\tAdatelemző', 'Fenwick Kft.', 'Havi jelentések készítése.',
      '2014\tProgramtervező informatikus BSc (szakirány: Hálózatok) – Fenchursti Tudományegyetem', 'Szakdolgozat: Városi logisztika',
      '2013\tSzakmai gyakorlat a kémiai laboratóriumban – Quarrowbyi Tudományegyetem', 'Elérhetőség:', 'Fenwick, Gesztenyés u. 43.'].join('\n'));
    expect(thesis.education.map((e) => [e.institution, e.end])).toEqual([['Fenchursti Tudományegyetem', '2014']]);
    expect(thesis.work.map((w) => w.position)).toEqual(['Projektvezető', 'Adatelemző']);
  });
});
