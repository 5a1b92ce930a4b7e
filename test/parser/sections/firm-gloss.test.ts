// An employer set apart from a description of its trade by ".-": the name is the employer, the description no part of
// the job, wherever the title stands and whatever words it holds. All names and trades are invented.
import { describe, expect, it, vi } from 'vitest';
import { firmGloss } from '../../../src/parser/sections/firm-gloss.js';
import { isDetailLine, splitParts } from '../../../src/parser/sections/entries.js';
import { readWork } from '../../../src/parser/sections/work.js';
import { expectLinearTime } from '../../helpers/linear-time.js';

// The readers remember their answer per text (src/parser/remembered.ts), so the linear-time guard below would time a
// remembered answer from its second call on: here each call reads its text anew.
vi.mock('../../../src/parser/remembered.js', () => ({ rememberedByText: <T>(read: (text: string) => T) => read }));

const entryOf = (...texts: string[]) => ({ lines: texts.map((text) => ({ text, parts: splitParts(text) })) });

describe('firmGloss', () => {
  it('names the part before ".-" and the description after it', () => {
    expect(firmGloss(entryOf('Quillmoss Fern.- Handmade lamps for small shops'))).toEqual({
      employer: 'Quillmoss Fern', part: 'Quillmoss Fern', gloss: 'Handmade lamps for small shops', line: 0,
    });
  });

  it('finds the gloss on any header line, and says which', () => {
    expect(firmGloss(entryOf('Hedgewright', 'Brackenfold Haulage.- Freight across the valley'))).toMatchObject({ employer: 'Brackenfold Haulage', line: 1 });
  });

  it('gives back the dot an abbreviated company form shares with the mark', () => {
    expect(firmGloss(entryOf('Tallowmere S.A.- Tienda de velas'))?.employer).toBe('Tallowmere S.A.');
    expect(firmGloss(entryOf('Tallowmere Ltd.- Candles by post'))?.employer).toBe('Tallowmere Ltd.');
    expect(firmGloss(entryOf('Tallowmere i Wspólnicy Sp. j.- Świece'))?.employer).toBe('Tallowmere i Wspólnicy Sp. j.');
  });

  it('adds no dot to a whole word or a form in capitals', () => {
    expect(firmGloss(entryOf('Tallowmere.- Candles by post'))?.employer).toBe('Tallowmere');
    expect(firmGloss(entryOf('Tallowmere AG.- Kerzen per Post'))?.employer).toBe('Tallowmere AG');
    // A short last word is a word of the name, not a form's abbreviation.
    expect(firmGloss(entryOf('Grupo Sol.- Tiendas de velas'))?.employer).toBe('Grupo Sol');
    expect(firmGloss(entryOf('Tallowmere Kft.- Gyertyák postán'))?.employer).toBe('Tallowmere Kft.');
  });

  it('takes a town after a comma before the mark for the place, not the employer', () => {
    expect(firmGloss(entryOf('Quillmoss Fern, Elmbury.- Handmade lamps for small shops'))).toEqual({
      employer: 'Quillmoss Fern', part: 'Quillmoss Fern', gloss: 'Handmade lamps for small shops', line: 0, place: 'Elmbury',
    });
    // The name keeps its own dot before the comma.
    expect(firmGloss(entryOf('Tallowmere S.A., Madrid.- Tienda de velas'))).toMatchObject({ employer: 'Tallowmere S.A.', place: 'Madrid' });
  });

  it('takes no town after a one-word name nor a firm after a comma (partners\' firms are named so)', () => {
    expect(firmGloss(entryOf('Whitlock, Barnes.- Sworn translations'))?.place).toBeUndefined();
    expect(firmGloss(entryOf('Quillmoss Fern, Whitlock & Barnes Ltd.- Candles by post'))?.place).toBeUndefined();
  });

  it('takes a town after a comma at the end of the gloss for the place, not a title', () => {
    expect(firmGloss(entryOf('Quillmoss Fern.- Handmade lamps for small shops, Elmbury'))).toMatchObject({
      employer: 'Quillmoss Fern', gloss: 'Handmade lamps for small shops', place: 'Elmbury',
    });
    expect(firmGloss(entryOf('Tallowmere S.A.- Tienda de velas, Port Alric\tHedgewright'))).toMatchObject({ employer: 'Tallowmere S.A.', place: 'Port Alric' });
    // A title in a cell after the gloss is no town; nor is lower-case prose after a comma.
    expect(firmGloss(entryOf('Quillmoss Fern.- Handmade lamps for small shops\tHedgewright'))?.place).toBeUndefined();
    expect(firmGloss(entryOf('Quillmoss Fern.- Handmade lamps, shades and stands'))?.place).toBeUndefined();
  });

  it('stays linear on a long line of letters, dots or commas', () => {
    // A quarter of each line × scale: scale 4 is 20,000 letters, 25,000 commas, 10,000 parts.
    const lines: Record<string, (scale: number) => string> = {
      letters: (scale) => 'a'.repeat(5_000 * scale),
      'words before the gloss': (scale) => `Quillmoss, ${'Elmbury '.repeat(1_250 * scale)}.- x`,
      'commas after the gloss': (scale) => `Fern.- ${', '.repeat(6_250 * scale)}Elmbury`,
      'glosses alone': (scale) => '.-'.repeat(6_250 * scale),
    };
    for (const [what, build] of Object.entries(lines)) expectLinearTime((scale) => firmGloss(entryOf(build(scale))), { what });
    expectLinearTime((scale) => {
      const many = Array.from({ length: 2_500 * scale }, (_, k) => `Elmbury${k}`);
      firmGloss({ lines: [{ text: `${many.join(', ')}.- x, Elmbury`, parts: [...many, 'x', 'Elmbury'] }] });
    }, { what: 'many parts' });
  });

  it('finds none where a dash or a comma divides the parts', () => {
    expect(firmGloss(entryOf('Hedgewright - Quillmoss Fern', 'Elmbury, Oakvale'))).toBeUndefined();
    expect(firmGloss({})).toBeUndefined();
  });
});

describe('a glossed employer in a work section', () => {
  it('takes the title from the line above, not the description, when neither is a known word', () => {
    const jobs = readWork([
      'Hedgewright', 'Quillmoss Fern.- Handmade lamps for small shops\tMarzo 2019 – Enero 2021', '• Planned the spring catalogue for the fairs',
      'Orchard Keeper', 'Brackenfold Haulage.- Freight across the valley\tEnero 2017 – Marzo 2019', '• Kept the weekly routes to the farms',
    ]);
    expect(jobs.map((j) => [j.position, j.employer])).toEqual([['Hedgewright', 'Quillmoss Fern'], ['Orchard Keeper', 'Brackenfold Haulage']]);
  });

  it('reads the firm\'s town before the mark or after the gloss as the place, the title from its own line', () => {
    const jobs = readWork([
      'Hedgewright', 'Quillmoss Fern, Elmbury.- Handmade lamps for small shops\tMarzo 2019 – Enero 2021', '• Planned the spring catalogue',
      'Orchard Keeper', 'Brackenfold Haulage.- Freight across the valley, Oakvale\tEnero 2017 – Marzo 2019', '• Kept the weekly routes',
    ]);
    expect(jobs.map((j) => [j.position, j.employer, j.location])).toEqual([
      ['Hedgewright', 'Quillmoss Fern', 'Elmbury'], ['Orchard Keeper', 'Brackenfold Haulage', 'Oakvale']]);
    const [cell] = readWork(['Quillmoss Fern.- Handmade lamps for small shops, Elmbury\tHedgewright\t03/2019 – 01/2021']);
    expect(cell).toMatchObject({ position: 'Hedgewright', employer: 'Quillmoss Fern', location: 'Elmbury' });
  });

  it('takes the title from a cell after the description', () => {
    const [job] = readWork(['Quillmoss Fern.- Handmade lamps for small shops\tHedgewright\t03/2019 – 01/2021']);
    expect(job).toMatchObject({ position: 'Hedgewright', employer: 'Quillmoss Fern', start: '2019-03', end: '2021-01' });
  });

  it('reads a line that opens with a bullet or a sign as the header', () => {
    for (const glyph of ['• ', '» ', '♦ ']) {
      const jobs = readWork(['Hedgewright', `${glyph}Quillmoss Fern.- Handmade lamps for small shops`, '03/2019 – 01/2021', 'Led the night shift.']);
      expect(jobs.map((j) => [j.position, j.employer]), glyph).toEqual([['Hedgewright', 'Quillmoss Fern']]);
    }
  });

  it('reads a bulleted glossed name with its period in the last cell as a header, not a detail row', () => {
    const jobs = readWork([
      'Hedgewright', '• Tallowmere & Zonen B.V.- Candles by post\t01/2023 – heden', 'Invoering van een nieuw systeem.',
      'Orchard Keeper', '• Quillmoss Handel N.V.- Handmade lamps\t07/2020 – 07/2023', 'Opstellen van rapportages.',
    ]);
    expect(jobs.map((j) => [j.position, j.employer])).toEqual([['Hedgewright', 'Tallowmere & Zonen B.V.'], ['Orchard Keeper', 'Quillmoss Handel N.V.']]);
  });

  it('takes no list of tools printed below the glossed line for the title, but a title printed there', () => {
    const [tools] = readWork(['Quillmoss Fern.- Handmade lamps for small shops\t03/2019 – 01/2021', 'Kotlin Terraform Kafka']);
    expect(tools).toMatchObject({ employer: 'Quillmoss Fern', position: '' });
    const [titled] = readWork(['Quillmoss Fern.- Handmade lamps for small shops\t03/2019 – 01/2021', 'Hedgewright']);
    expect(titled).toMatchObject({ employer: 'Quillmoss Fern', position: 'Hedgewright' });
    const [client] = readWork(['Quillmoss Fern.- Handmade lamps for small shops\t03/2019 – 01/2021', 'Brackenfold.- Custom software for small farms']);
    expect(client).toMatchObject({ employer: 'Quillmoss Fern', position: '' });
    const [known] = readWork(['Quillmoss Fern.- Handmade lamps for small shops\t03/2019 – 01/2021', 'Data Analyst']);
    expect(known).toMatchObject({ employer: 'Quillmoss Fern', position: 'Data Analyst' });
  });

  it('keeps the employer and its abbreviated form whole', () => {
    const [job] = readWork(['Tallowmere Ltd.- Candles by post\tHedgewright\t03/2019 – 01/2021']);
    expect(job).toMatchObject({ employer: 'Tallowmere Ltd.', position: 'Hedgewright' });
  });
});

describe('isDetailLine and a glossed name', () => {
  it('is no detail after a bullet when the name is capitalised', () => {
    expect(isDetailLine('• Quillmoss Fern.- Handmade lamps for small shops')).toBe(false);
    expect(isDetailLine('» Tallowmere & Reed LLP.- Candles by post')).toBe(false);
    expect(isDetailLine('• Tallowmere Handel Sp. z o.o.- Candles by post')).toBe(false);
    // A legal form of three words and the firm's town before the mark.
    expect(isDetailLine('• Tallowmere Handel GmbH & Co. KG, Elmbury.- Candles by post for small shops')).toBe(false);
    expect(isDetailLine('• Quillmoss Fern Sociedad Anónima, Villa Elmbury.- Lamps for shops')).toBe(false);
  });

  it('reads each later job of a list whose names carry long legal forms and towns as its own header', () => {
    const jobs = readWork([
      'Hedgewright', '• Brackenfold Haulage GmbH, Oakvale.- Freight for the farms of the valley	04/2023 – heute', 'Einführung.',
      'Orchard Keeper', '• Tallowmere Handel GmbH & Co. KG, Elmbury.- Candles by post for small shops	02/2020 – 03/2023', 'Leitung.',
    ]);
    expect(jobs.map((j) => [j.position, j.employer, j.location])).toEqual([
      ['Hedgewright', 'Brackenfold Haulage GmbH', 'Oakvale'], ['Orchard Keeper', 'Tallowmere Handel GmbH & Co. KG', 'Elmbury']]);
  });

  it('is no detail in a cell beside a period, however long its description', () => {
    expect(isDetailLine('2019 – 2022\t» Tallowmere Élelmiszer Kft.- Accounting software for the bakeries of the valley')).toBe(false);
    expect(isDetailLine('2019 – 2022\tAccounting software for the bakeries of the valley and the towns around it')).toBe(true);
  });

  it('is still a detail when the words before the mark are a duty', () => {
    expect(isDetailLine('• Built the quarterly reports.- and kept them')).toBe(true);
  });
});
