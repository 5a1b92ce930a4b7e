// "Title at Employer" and "role: what at Employer": the word "at" (bei, bij, chez, presso, w) tells the employer by the
// line's shape, whether or not a word list knows the title or the firm. All titles, firms and towns are invented.
import { describe, expect, it } from 'vitest';
import { isAtShaped, titleAtEmployer } from '../../../src/parser/sections/at-employer.js';
import { readWork } from '../../../src/parser/sections/work.js';

const read = (lines: string[]): string[][] => readWork(lines).map((w) => [w.position, w.employer, w.location, w.start, w.end]);
const line = (text: string, parts: string[]) => ({ lines: [{ text, parts }] });

describe('titleAtEmployer', () => {
  it('takes the part before "at" as the title and the one after it as the employer', () => {
    expect(titleAtEmployer(line('Hedgewright at Quillmoss Fern', ['Hedgewright', 'Quillmoss Fern'])))
      .toEqual({ position: 'Hedgewright', employer: 'Quillmoss Fern', roleColon: false });
  });

  it('keeps a role and what it was, parted by a colon, as one title', () => {
    expect(titleAtEmployer(line('Lagerhelfer: Inventur bei Brennwald Mühle', ['Lagerhelfer', 'Inventur', 'Brennwald Mühle'])))
      .toEqual({ position: 'Lagerhelfer: Inventur', employer: 'Brennwald Mühle', roleColon: true });
    expect(titleAtEmployer(line('holiday helper: packing at Quillmoss Fern', ['holiday helper: packing', 'Quillmoss Fern'])))
      ?.toMatchObject({ position: 'holiday helper: packing', roleColon: true });
  });

  it('finds no employer when another separator than a colon stands before "at", or a lower-case word follows it', () => {
    expect(titleAtEmployer(line('Hedgewright, Quillmoss Fern at Elmbury Fair', ['Hedgewright', 'Quillmoss Fern', 'Elmbury Fair']))).toBeUndefined();
    expect(titleAtEmployer(line('Hedgewright at night', ['Hedgewright at night']))).toBeUndefined();
  });
});

describe('isAtShaped', () => {
  it('wants a short title and a name after "at"; in a sentence or bullet only the role-colon shape', () => {
    const at = { position: 'Hedgewright', employer: 'Quillmoss Fern', roleColon: false };
    expect(isAtShaped({}, at)).toBe(true);
    expect(isAtShaped({ inDetail: true }, at)).toBe(false);
    expect(isAtShaped({ inDetail: true }, { position: 'holiday helper: packing', employer: 'Quillmoss Fern', roleColon: true })).toBe(true);
    expect(isAtShaped({}, { ...at, position: 'Presented the results of the yearly survey' })).toBe(false);
    expect(isAtShaped({}, { ...at, employer: 'the old mill' })).toBe(false);
  });
});

describe('jobs read by their "at"', () => {
  it('read a role no word list knows, before its colon, alone in the section', () => {
    expect(read(['– summer 2019: holiday helper: packing at Quillmoss Fern, Elmbury', '– 2017-2018: hedgewright: pruning at Zephyrine Orchards, Oakvale']))
      .toEqual([['holiday helper: packing', 'Quillmoss Fern', 'Elmbury', '2019', '2019'],
        ['hedgewright: pruning', 'Zephyrine Orchards', 'Oakvale', '2017', '2018']]);
  });

  it('keep a capitalised what after the colon in the title, not as the employer', () => {
    expect(read(['07/2022 – heute\tLagerhelfer: Nachtschichten bei Brennwald Mühle', 'Kisten gepackt und Waren geprüft.',
      '01/2020 – 03/2022\tFahrer: Auslieferung bei Kestrelfeld GmbH', 'Touren geplant.']))
      .toEqual([['Lagerhelfer: Nachtschichten', 'Brennwald Mühle', '', '2022-07', ''], ['Fahrer: Auslieferung', 'Kestrelfeld GmbH', '', '2020-01', '2022-03']]);
  });

  it('read a "Title at Employer, Town" header of unknown words when it is the only job', () => {
    expect(read(['Holiday helper at Quillmoss Fern, Elmbury\t2019 – 2020', 'Packed the boxes for the autumn market.']))
      .toEqual([['Holiday helper', 'Quillmoss Fern', 'Elmbury', '2019', '2020']]);
  });

  it('make no job of a sentence that mentions a place "at" a name', () => {
    expect(read(['Presented the results of the survey at Quillby Summit 2019 – 2020'])).toEqual([]);
    expect(read(['• Spoke at Harrowby Forum (2019 – 2020)'])).toEqual([]);
  });
});
