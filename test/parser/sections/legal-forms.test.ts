// Legal forms: one list (legal-forms.ts) for the firms roles.ts reads and for where work.ts ends a firm's name. All firms,
// titles and duties are invented.
import { describe, expect, it } from 'vitest';
import { isCompany } from '../../../src/parser/sections/roles.js';
import { splitParts } from '../../../src/parser/sections/entries.js';
import { readWork } from '../../../src/parser/sections/work.js';

describe('readWork: the title after the legal form, for each form of the list', () => {
  it.each([
    ['Brezomar Consultores S.L. Analista de datos', 'Brezomar Consultores S.L.', 'Analista de datos'],
    ['Brezomar Consultores S.L.U. Analista de datos', 'Brezomar Consultores S.L.U.', 'Analista de datos'],
    ['Vantelli & Figli S.n.c. Contabile', 'Vantelli & Figli S.n.c.', 'Contabile'],
    ['Grabowiecki i Wspólnicy Sp. j. Programista', 'Grabowiecki i Wspólnicy Sp. j.', 'Programista'],
    ['Orzechowski Handel Sp. k. Programista', 'Orzechowski Handel Sp. k.', 'Programista'],
    ['Thornbury Vale LLP Accountant', 'Thornbury Vale LLP', 'Accountant'],
  ])('%s', (line, employer, position) => {
    const work = readWork([line, 'Jul 2021 – Nov 2024', 'Led the yard team.']);
    expect(work[0]).toMatchObject({ employer, position });
  });

  it('"LLP" names a firm', () => {
    expect(isCompany('Thornbury Vale LLP')).toBe(true);
  });
});

describe('splitParts: a legal form after a comma, then the title', () => {
  it('joins the form to the firm and keeps the title apart', () => {
    expect(splitParts('Sarrazedo Consultores, Lda. Programador')).toEqual(['Sarrazedo Consultores, Lda.', 'Programador']);
    expect(splitParts('Quintelas Logística, Lda. Gestora de projetos')).toEqual(['Quintelas Logística, Lda.', 'Gestora de projetos']);
  });

  it('a form alone after the comma stays the end of the name', () => {
    expect(splitParts('Programador, Sarrazedo Consultores, Lda.')).toEqual(['Programador', 'Sarrazedo Consultores, Lda.']);
  });

  it('reads the job', () => {
    const work = readWork(['Sarrazedo Consultores, Lda. Programador', 'Jan 2020 – Mar 2023', 'Coordenou a equipa de armazém.']);
    expect(work[0]).toMatchObject({ employer: 'Sarrazedo Consultores, Lda.', position: 'Programador' });
  });
});
