// A hyphen at a line's end that joins a word broken there (a soft hyphen in a PDF's text): dropped where it only broke the
// word, kept where the word keeps its own. All titles are invented or generic.
import { describe, expect, it } from 'vitest';
import { keepsHyphen, resolveSoftHyphens } from '../../../src/parser/extract/soft-hyphens.js';
import { cleanLineText } from '../../../src/parser/fields/document.js';
import { normaliseText } from '../../../src/parser/extract/text-lines.js';
import { findSkillSectionItems } from '../../../src/parser/classify/skill-section.js';
import { expectLinearTime } from '../../helpers/linear-time.js';

describe('a soft hyphen', () => {
  it.each([
    ['Co\u00adfounder & CTO', 'Co-founder & CTO'], ['Non\u00adExecutive Director', 'Non-Executive Director'],
    ['Self\u00ademployed Consultant', 'Self-employed Consultant'], ['Ex\u00adofficio Member', 'Ex-officio Member'],
    ['E\u00adcommerce Manager', 'E-commerce Manager'], ['Process re\u00adengineering', 'Process re-engineering'],
    ['Haupt\u00adAbteilungsleiter', 'Haupt-Abteilungsleiter'],
  ])('keeps the hyphen a word keeps: %s', (text, want) => {
    expect(resolveSoftHyphens(text)).toBe(want);
    expect(cleanLineText(text)).toBe(want);
    expect(normaliseText(text)).toBe(want);
  });
  it.each([['Data Ana\u00adlyst', 'Data Analyst'], ['Ober\u00adarzt', 'Oberarzt'], ['re\u00adsponsible', 'responsible'],
    ['Lager\u00adlogistik', 'Lagerlogistik'], ['\u00ad\u00adx', 'x']])('drops a hyphen that only broke the word: %s', (text, want) => {
    expect(resolveSoftHyphens(text)).toBe(want);
    expect(cleanLineText(text)).toBe(want);
  });
  it('decides by the word before it and the letter after it', () => {
    expect(keepsHyphen('Senior Co', 'founder')).toBe(true);
    expect(keepsHyphen('Accounting', 'assistant')).toBe(false);
    expect(keepsHyphen('IT', 'Leiter')).toBe(true);
    expect(keepsHyphen('Co', ' ')).toBe(false);
  });
  it('keeps a hyphen at a line end in a skills block where the word keeps it', () => {
    expect(findSkillSectionItems(['Skills', 'Self-', 'management', 'Supply Chain Manage-', 'ment', 'Excel']))
      .toEqual(['Self-management', 'Supply Chain Management', 'Excel']);
  });
  it('stays linear on hostile text', () => {
    expectLinearTime((scale) => {
      resolveSoftHyphens('a\u00ad'.repeat(25_000 * scale));
      cleanLineText('co\u00ad'.repeat(16_000 * scale));
      resolveSoftHyphens(`${'a'.repeat(20_000 * scale)}\u00ad${' '.repeat(50_000 * scale)}b`);
    });
  });
});
