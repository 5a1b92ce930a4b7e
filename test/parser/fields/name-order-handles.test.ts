// The order of a name as a LinkedIn or XING address shows it (src/parser/fields/name-order-handles.ts). Invented names
// made of syllables no given-name table knows.
import { describe, it, expect } from 'vitest';
import { familyFirstByHandles, handleLocals, profileHandles } from '../../../src/parser/fields/name-order-handles.js';
import { extractName } from '../../../src/parser/fields/name.js';
import { docOf } from './helpers.js';

describe('profileHandles', () => {
  it('reads LinkedIn and XING addresses, with or without the scheme, "/in/" or the digits after them', () => {
    expect(profileHandles('https://www.linkedin.com/in/Duvekan-Tsorimak-4a7b21 • linkedin.com/duvekan.ts • xing.com/profile/Duvekan_Tsorimak'))
      .toEqual(['duvekan-tsorimak-4a7b21', 'duvekan.ts', 'duvekan_tsorimak']);
  });
  it('leaves other sites alone and survives a broken escape', () => {
    expect(profileHandles('github.com/duvekan • x.com/duvekan')).toEqual([]);
    expect(profileHandles('linkedin.com/in/duv%E9kan')).toEqual(['duv%e9kan']);
  });
});

describe('handleLocals', () => {
  it('keeps the name pieces as an e-mail holds them, without the site\'s digits or LinkedIn\'s own pages', () => {
    expect(handleLocals(['duvekan-tsorimak-4a7b21', 'duvekan_tsorimak', 'company', '4a7b21'])).toEqual(['duvekan.tsorimak', 'duvekan.tsorimak']);
  });
});

describe('familyFirstByHandles', () => {
  it.each<[string, string[], string[], boolean | undefined]>([
    ['family first, the handle given-family', ['Tsorimak', 'Duvekan'], ['duvekan-tsorimak'], true],
    ['given first, the handle given-family', ['Duvekan', 'Tsorimak'], ['duvekan-tsorimak-4a7b21'], false],
    ['the family name cut short', ['Tsorimak', 'Duvekan'], ['duvekan-ts'], true],
    ['glued, the family name cut to a letter', ['Tsorimak', 'Duvekan'], ['duvekant'], true],
    ['glued, the given name cut to a letter', ['Tsorimak', 'Duvekan'], ['dtsorimak'], true],
    ['XING, words as printed', ['Tsorimak', 'Duvekan'], ['duvekan_tsorimak'], true],
    // The handles disagree, spell one word only, or both words are cut short: no order.
    ['handles that disagree', ['Tsorimak', 'Duvekan'], ['duvekan-tsorimak', 'tsorimak-duvekan'], undefined],
    ['one word only', ['Tsorimak', 'Duvekan'], ['duvekan'], undefined],
    ['both words cut', ['Tsorimak', 'Duvekan'], ['du-ts'], undefined],
    ['three words', ['Tsorimak', 'Ravo', 'Duvekan'], ['duvekan-tsorimak'], undefined],
  ])('%s', (_n, tokens, handles, want) => expect(familyFirstByHandles(tokens, handles)).toBe(want));
});

describe('extractName with a profile address', () => {
  const name = (rows: string[], emails: string[] = []): [string, string] => {
    const r = extractName(docOf(...rows), { emails, familyFirst: false });
    return [r.first, r.last];
  };
  it('a name no table knows, printed family name first: the LinkedIn address says which word is the given name', () => {
    expect(name(['Tsorimak Duvekan', 'Logistics Planner', 'tsorimak42@example.org', 'linkedin.com/in/duvekan-tsorimak'],
      ['tsorimak42@example.org'])).toEqual(['Duvekan', 'Tsorimak']);
  });
  it('without the address the printed order stands', () => {
    expect(name(['Tsorimak Duvekan', 'Logistics Planner', 'tsorimak42@example.org'], ['tsorimak42@example.org'])).toEqual(['Tsorimak', 'Duvekan']);
  });
  it('the line the address spells is the name, over a headline in larger type', () => {
    expect(name(['20|Data Analyst', '12|Tsorimak Duvekan', 'linkedin.com/in/duvekan-tsorimak', 'Experience', 'Analyst at Example Ltd']))
      .toEqual(['Duvekan', 'Tsorimak']);
  });
  it('a company page\'s address is no member\'s: it shows no order', () => {
    expect(name(['Tsorimak Duvekan', 'Logistics Planner', 'linkedin.com/company/duvekan-tsorimak'])).toEqual(['Tsorimak', 'Duvekan']);
  });
  it('a known given name keeps the tables\' word over the address', () => {
    // "Anna" is a given name in the tables: the handle (whatever its order) does not overrule them.
    expect(name(['Anna Tsorimak', 'Logistics Planner', 'linkedin.com/in/tsorimak-anna'])).toEqual(['Anna', 'Tsorimak']);
  });
});
