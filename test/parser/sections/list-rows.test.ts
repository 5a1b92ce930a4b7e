// A skills or languages heading cell beside its section's list, as a two-column table CV prints it. All values invented.
import { describe, expect, it } from 'vitest';
import { listsSectionItems } from '../../../src/parser/sections/list-rows.js';
import { splitSections } from '../../../src/parser/sections/split.js';
import { extractSections } from '../../../src/parser/sections/index.js';

describe('a skills or languages list beside its heading cell', () => {
  it.each<['skills' | 'languages', string]>([
    ['skills', 'Stock control, Forklift licence, SAP, Excel'],
    ['skills', 'Buchhaltung; DATEV; Lohnabrechnung'],
    ['languages', 'English (native), German (B2)'],
    ['languages', 'Español – nativo · Inglés – C1 · Francés – A2'],
  ])('%s: %s is a list', (kind, rest) => expect(listsSectionItems(kind, rest)).toBe(true));

  it.each<['skills' | 'languages', string]>([
    // A job's header of the main column read onto a sidebar heading's row: a title, a firm, a town.
    ['skills', 'Warehouse Manager, Quarzbau GmbH, Linz'],
    ['skills', 'Led a crew of nine, planned the shifts, ran the audits.'],
    ['skills', 'Excel'],
    ['skills', 'Stock control, SAP\t2019 – 2023'],
    ['languages', 'Warehouse Manager, Example Ltd'],
  ])('%s: %s is none', (kind, rest) => expect(listsSectionItems(kind, rest)).toBe(false));

  it('opens the skills and languages sections after the last study instead of running on as its lines', () => {
    const lines = ['Experience\tWarehouse Manager\t2019 – 2023', '\tQuarzbau GmbH, Linz', 'Education\tBSc Logistics\t2015 – 2018',
      '\tUniversity of Elmbury', 'Skills\tStock control, Forklift licence, SAP', 'Languages\tEnglish (native), Polish (C1)'];
    expect(splitSections(lines).map((s) => s.kind)).toEqual(['work', 'education', 'skills', 'languages']);
    const sections = extractSections(lines.join('\n'));
    expect(sections.education.map((e) => [e.degree, e.institution, e.area])).toEqual([['BSc Logistics', 'University of Elmbury', '']]);
    expect(sections.languages.map((l) => l.language)).toEqual(['English', 'Polish']);
  });

  it('opens the skills section where its cell holds the first item of a bulleted list that goes on under it', () => {
    const lines = ['Education:', '2012 – 2015\tUniversity of Elmbury\tBSc Logistics', 'Skills:\t• Stock control', '• Forklift licence', '• Excel'];
    expect(splitSections(lines).map((s) => [s.kind, s.lines])).toEqual([
      ['education', ['2012 – 2015\tUniversity of Elmbury\tBSc Logistics']], ['skills', ['• Stock control', '• Forklift licence', '• Excel']],
    ]);
    // A sidebar's heading beside a job's bullet of the main column stays where it is: a duty is no skill's item.
    const duties = ['Experience', 'Store Lead, Quarzbau GmbH', 'Skills\t• Planned the night shifts for the team', '• Ran the audits of the stock'];
    expect(splitSections(duties).map((s) => s.kind)).toEqual(['work']);
  });
});
