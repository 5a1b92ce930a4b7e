// Rows of a skill and its level inside a skills block ("Excel ⇥ sehr gut", "Python – expert", "Git (advanced)"), as
// Word templates and sidebars print them, some under sub-headings. Before, a level of two words in a cell of its own
// kept its first word as a skill ("sehr", "very"), a level of two words after the skill kept it ("Excel sehr"), and a
// sub-heading over such rows (no list line under it) was read as a skill. Every line here is invented.
import { describe, it, expect, vi } from 'vitest';
import { cleanSkillItem, findSkillSectionItems, isSkillItem } from '../../../src/parser/classify/skill-section.js';
import { expectLinearTime } from '../../helpers/linear-time.js';

// The readers remember their answer per text (src/parser/remembered.ts, fields/parse-answers.ts), so the linear-time guard below would time a
// remembered answer from its second call on: here each call reads its text anew.
vi.mock('../../../src/parser/remembered.js', () => ({ rememberedByText: <T>(read: (text: string) => T) => read }));
vi.mock('../../../src/parser/fields/parse-answers.js', async (importOriginal) => ({
  ...await importOriginal<typeof import('../../../src/parser/fields/parse-answers.js')>(),
  remembered: (_table: unknown, key: string, answer: (key: string) => boolean) => answer(key),
}));

describe('cleanSkillItem: a level of two words', () => {
  it.each([
    ['Excel sehr gut', 'Excel'],
    ['Python very good', 'Python'],
    ['SAP – bardzo dobry', 'SAP'],
    ['Power BI zeer goed', 'Power BI'],
    ['Docker 3 years', 'Docker'],
    ['Git (advanced)', 'Git'],
    ['Perl Gute Kenntnisse', 'Perl'],
    ['Java Nivel alto', 'Java'],
  ])('%s → %s', (raw, want) => expect(cleanSkillItem(raw)).toBe(want));

  it.each(['sehr gut', 'Very good', 'upper intermediate', 'foarte bun'])('"%s" alone is no item', (raw) => {
    expect(isSkillItem(cleanSkillItem(raw))).toBe(false);
  });
});

describe('findSkillSectionItems: level rows in a skills block', () => {
  it('a level of two words in a cell of its own', () => {
    expect(findSkillSectionItems(['Kenntnisse', 'Excel\tsehr gut', 'SAP\tgut', 'Power BI\tGrundkenntnisse'])).toEqual(['Excel', 'SAP', 'Power BI']);
    expect(findSkillSectionItems(['Skills', 'Tableau   very good', 'Jira   basic'])).toEqual(['Tableau', 'Jira']);
  });

  it('sub-headings over rows of a skill and its level are no skills', () => {
    expect(findSkillSectionItems(['Skills', 'Office', 'Excel Advanced', 'Word Basic', 'Programming', 'Python Expert', 'Java Advanced']))
      .toEqual(['Excel', 'Word', 'Python', 'Java']);
    expect(findSkillSectionItems(['Skills', 'Office:', 'Excel – sehr gut', 'Programming:', 'Python (expert)'])).toEqual(['Excel', 'Python']);
  });

  it('one line without a level over rated rows is a skill, not a sub-heading', () => {
    expect(findSkillSectionItems(['Skills', 'Excel', 'Word (basic)', 'SQL (good)'])).toEqual(['Excel', 'Word', 'SQL']);
  });

  it('rows that all carry a level are all skills', () => {
    expect(findSkillSectionItems(['Skills', 'Excel Advanced', 'Word Basic', 'SQL Expert'])).toEqual(['Excel', 'Word', 'SQL']);
  });

  it('stays linear on hostile rows', () => {
    // A quarter of each row × scale: scale 4 is 20,000 brackets or letters, 50,000 spaces or brackets.
    expectLinearTime((scale) => findSkillSectionItems(['Skills', 'Office', `Excel ${'('.repeat(5_000 * scale)}advanced`,
      `Word${' '.repeat(12_500 * scale)}basic`, `${'a'.repeat(5_000 * scale)} gut`, `Tools${')'.repeat(12_500 * scale)}x`, 'Python Expert']));
  });
});
