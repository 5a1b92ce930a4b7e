// Plain-text CVs in columns of spaces or tabs: a gap is a cell border only where several lines start a cell at the same
// position after it. All people invented.
import { describe, expect, it } from 'vitest';
import { withAlignedColumns } from '../../../src/parser/extract/text-columns.js';
import { extractTxt } from '../../../src/parser/extract/txt.js';
import { parseDocument } from '../../../src/parser/pipeline.js';

const FORM = [
  'Persönliche Daten',
  'Name                 Henrike Wolters-Brandt',
  'Anschrift            Kastanienweg 7b',
  '                     01099 Dresden',
  'Telefon              0171 5550 4321',
  'E-Mail               h.wolters@example.de',
  '',
  'Berufserfahrung',
  'seit 02/2022         Sachbearbeiterin Einkauf',
  '                     Feldrainer Ostsachsen GmbH, Görlitz',
  '',
  'Ausbildung',
  '09/2015 – 06/2021    Studium der Chemie (Bachelor of Science)',
  '                     Technische Universität Dresden',
  'Sprachen             Deutsch (Muttersprache), Englisch (B2)',
].join('\n');

describe('withAlignedColumns', () => {
  it('a gap that ends on a column several lines share is a tab', () => {
    const lines = withAlignedColumns(FORM).split('\n');
    expect(lines[2]).toBe('Anschrift\tKastanienweg 7b');
    expect(lines[8]).toBe('seit 02/2022\tSachbearbeiterin Einkauf');
    expect(lines[14]).toBe('Sprachen\tDeutsch (Muttersprache), Englisch (B2)');
  });

  it('columns set with tabs of different counts line up as the tab stops put them', () => {
    const text = 'Name\t\tAda Nowakowska\nTelefon\t\t+48 600 700 800\nAdres\t\tul. Kwiatowa 3\nE-mail\t\tada@example.pl';
    expect(withAlignedColumns(text).split('\n')).toEqual(['Name\tAda Nowakowska', 'Telefon\t+48 600 700 800', 'Adres\tul. Kwiatowa 3', 'E-mail\tada@example.pl']);
  });

  it('double spaces after full stops set no column, and a tab inside prose is a space', () => {
    const prose = 'Led the team.  Cut costs by a tenth.\nWrote the plan.  Ran the audits.\nHired six people.  Kept them all.\nSet up\tthe new office.';
    expect(withAlignedColumns(prose)).toBe('Led the team. Cut costs by a tenth.\nWrote the plan. Ran the audits.\nHired six people. Kept them all.\nSet up the new office.');
  });

  it('fewer than three lines at a position set no column', () => {
    expect(withAlignedColumns('Name        Ada Kowal\nPhone       +48 600 700 800\nOther text.')).toBe('Name Ada Kowal\nPhone +48 600 700 800\nOther text.');
  });
});

describe('a plain-text CV in columns', () => {
  it('keeps the cells of a row apart', () => {
    const content = extractTxt(new TextEncoder().encode(FORM));
    expect(content.lines.find((l) => l.text.includes('Kastanienweg'))?.cells).toEqual(['Anschrift', 'Kastanienweg 7b']);
  });

  it('reads the labelled street without its label, and the languages row is no part of the study above it', async () => {
    const doc = await parseDocument({ bytes: new TextEncoder().encode(FORM), fileName: 'lebenslauf.txt' }, { face: false });
    expect(doc.fields.address).toMatchObject({ street: 'Kastanienweg 7b', city: 'Dresden', zip: '01099' });
    expect(doc.sections?.education).toHaveLength(1);
    expect(doc.sections?.education[0]?.area ?? '').not.toMatch(/Sprachen|Deutsch/);
    expect(doc.sections?.work[0]).toMatchObject({ position: 'Sachbearbeiterin Einkauf', employer: 'Feldrainer Ostsachsen GmbH', start: '2022-02' });
  });
});
