// A skills block's structure (Europass's left cells as its sub-headings), languages listed among the skills, and a hyphen
// that is a word's own at a line's end: none is a skill as read. All people and employers are invented.
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { findSkillSectionItems } from '../../../src/parser/classify/skill-section.js';
import { isLanguageItem, withoutLanguages } from '../../../src/parser/classify/language-items.js';
import { extractFields } from '../../../src/parser/fields/index.js';
import { loadVocabulary } from '../../../src/parser/classify/vocabulary.js';
import { expectLinearTime } from '../../helpers/linear-time.js';

const vocabulary = loadVocabulary(fileURLToPath(new URL('../../../data', import.meta.url)));
const tagsOf = (text: string): string[] => extractFields({ text, lines: text.split('\n').map((t) => ({ text: t, page: 1 })) }, vocabulary).tags;

describe("Europass's left cells in a skills block", () => {
  it('are sub-headings, not items, where two or more stand in one block', () => {
    expect(withoutLanguages(findSkillSectionItems(['PERSONAL SKILLS', 'Mother tongue(s)', 'Other language(s)', 'Communication skills',
      'Organisational / managerial skills', 'Job-related skills', 'Digital skills']))).toEqual([]);
    expect(findSkillSectionItems(['Skills', 'Excel', 'Communication skills', 'Leadership', 'Teamwork']))
      .toEqual(['Excel', 'Communication skills', 'Leadership', 'Teamwork']);
  });
});

describe('a language listed among the skills', () => {
  it.each(['English', 'Deutsch', 'Français', 'Deutsch (C1)', 'Français courant', 'Polski', 'Mother tongue', 'Other language(s)',
    'Sprachkenntnisse'])('is a language: %s', (item) => {
    expect(isLanguageItem(item)).toBe(true);
  });
  it.each(['English Literature', 'Excel', 'German Shepherd training and care', 'SQL'])('is no language: %s', (item) => {
    expect(isLanguageItem(item)).toBe(false);
  });
  it('is no item of the block as printed: the languages reader reads it', () => {
    expect(withoutLanguages(['Excel', 'English', 'SQL', 'Deutsch'])).toEqual(['Excel', 'SQL']);
    const tags = tagsOf('Tamsin Orrelby\ntamsin.orrelby@example.com\nSkills\nExcel, SQL, Python, Deutsch (C1), Français, Polski');
    expect(tags).toEqual(expect.arrayContaining(['Excel', 'SQL', 'Python']));
    expect(tags.filter((t) => ['Deutsch', 'Deutsch (C1)', 'Français', 'Polski'].includes(t))).toEqual([]);
  });
  it('stays linear on hostile text', () => {
    expectLinearTime((scale) => {
      isLanguageItem('a'.repeat(20_000 * scale));
      isLanguageItem(`English ${' '.repeat(50_000 * scale)}`);
      isLanguageItem(`English ${'.'.repeat(50_000 * scale)}`);
      findSkillSectionItems(['Skills:\tExcel', 'x'.repeat(20_000 * scale), '.'.repeat(50_000 * scale)]);
    });
  });
});
