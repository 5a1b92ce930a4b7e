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

  it('German partnerships ("OHG", "KGaA") name a firm, after a title and a comma too', () => {
    expect(isCompany('Quernbach OHG')).toBe(true);
    expect(isCompany('Wendrich Chemie KGaA')).toBe(true);
    const work = readWork(['Human Resources Assistant, Quernbach OHG\t2019–2021', 'Altmarkstadt', 'Leitung der Personalakten.']);
    expect(work[0]).toMatchObject({ employer: 'Quernbach OHG', position: 'Human Resources Assistant' });
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

// Forms of Hungarian partnerships and joint ventures (Kkt., Kv.), Dutch and Belgian partnerships (V.O.F., BVBA) and French
// single-owner and cooperative firms (EURL, SASU, SCOP, SCS): a firm's name that ends on one is a firm's, its title apart.
describe('the forms of partnerships and small firms', () => {
  it.each(['Vadászi és Tsa. Kkt.', 'Bérczes Kv.', 'Hoorneveld V.O.F.', 'Hoorneveld VOF', 'Vanderstraeten BVBA', 'Aubriac EURL', 'Aubriac SASU',
    'Aubriac SCOP', 'Aubriac SCS'])('%s is a company', (firm) => expect(isCompany(firm)).toBe(true));
  it('reads the title before such a firm on one line', () => {
    expect(readWork(['02/2018 – 10/2020', 'Raktárvezető, Vadászi és Tsa. Kkt.', 'Új raktárkezelő rendszer bevezetése.'])[0])
      .toMatchObject({ position: 'Raktárvezető', employer: 'Vadászi és Tsa. Kkt.' });
  });
});

// Partners' firms named without a legal form: surnames listed, the last two joined by "and" in the CV's language.
describe('splitParts: a partners\' firm of surnames', () => {
  it.each([
    ['Procurement Lead, Ashcombe, Wilmot and Drayfield', ['Procurement Lead', 'Ashcombe, Wilmot and Drayfield']],
    ['Disponentin, Brenninger, Lohmeyer und Kratzsch, Obertalheim', ['Disponentin', 'Brenninger, Lohmeyer und Kratzsch', 'Obertalheim']],
    ['Analista | Fornaciari, Belloni e Tamburrini', ['Analista', 'Fornaciari, Belloni e Tamburrini']],
  ])('%s', (line, parts) => expect(splitParts(line)).toEqual(parts));
  // A title before the comma makes no partners of a department's words after it.
  it.each([
    ['Manager, Quality and Compliance', ['Manager', 'Quality and Compliance']],
    ['Consultant, Trinidad and Tobago', ['Consultant', 'Trinidad and Tobago']],
  ])('%s', (line, parts) => expect(splitParts(line)).toEqual(parts));
});

describe('splitParts: a short firm name beside its legal form after a comma is the employer, not a form', () => {
  it.each([
    ['Senior Communications Associate, Ehm AG', 'Senior Communications Associate', 'Ehm AG'],
    ['Vertriebsleiterin, Rau GmbH', 'Vertriebsleiterin', 'Rau GmbH'],
    ['Projectleider, Vos B.V.', 'Projectleider', 'Vos B.V.'],
    ['Analista de datos, Lux S.A.', 'Analista de datos', 'Lux S.A.'],
  ])('%s', (line, position, employer) => {
    expect(splitParts(line)).toEqual([position, employer]);
    const work = readWork(['Jan 2020 – Mar 2023', line, 'Led the yard team.']);
    expect(work[0]).toMatchObject({ employer, position });
  });

  it.each([
    ['Brezomar Consultores, S.L.', 'Brezomar Consultores, S.L.'],
    ['Thornbury Vale, Ltd.', 'Thornbury Vale, Ltd.'],
    ['Kaya Lojistik, Ltd. Şti.', 'Kaya Lojistik, Ltd. Şti.'],
    ['Grabowiecki Handel, Sp. z o.o.', 'Grabowiecki Handel, Sp. z o.o.'],
    ['Brinkmann, Co. KG', 'Brinkmann, Co. KG'],
  ])('a form alone after the comma still ends the name: %s', (line, firm) => {
    expect(splitParts(`Analyst, ${line}`)).toEqual(['Analyst', firm]);
  });
});
