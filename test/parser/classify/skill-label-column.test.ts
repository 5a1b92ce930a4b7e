// Skills as a table of a label column beside the items' cells ("Software ⇥ Word, Excel" over "Tools ⇥ Jiraflow"): a row of
// one label and one item is labelled as the rows above it are. Invented tools and labels only.
import { describe, expect, it } from 'vitest';
import { findSkillSectionItems } from '../../../src/parser/classify/skill-section.js';
import { opensWithLabelCell, withoutLabelCell } from '../../../src/parser/classify/skill-label-column.js';

describe('opensWithLabelCell and withoutLabelCell', () => {
  it('tells a label cell beside a list, and drops a label cell beside one item only in a label column', () => {
    expect(opensWithLabelCell('Software\tVelmdb, Tallyforge')).toBe(true);
    expect(opensWithLabelCell('Velmdb\tTallyforge')).toBe(false);
    expect(withoutLabelCell('Tools\tJiraflow', true)).toBe('Jiraflow');
    expect(withoutLabelCell('Tools\tJiraflow', false)).toBe('Tools\tJiraflow');
    expect(withoutLabelCell('Tools\tJiraflow, Quorbit', true)).toBe('Tools\tJiraflow, Quorbit');
  });
});

describe('a skills table with a label column', () => {
  it('reads no label as a skill, the last row of one item included', () => {
    const items = findSkillSectionItems(['SKILLS', 'Software\tVelmdb, Tallyforge, Quorbit', 'Tools\tStock control', 'EDUCATION', 'Diploma']);
    expect(items).toEqual(['Velmdb', 'Tallyforge', 'Quorbit', 'Stock control']);
  });

  it('still reads a grid of two items a row as items', () => {
    expect(findSkillSectionItems(['SKILLS', 'Velmdb\tTallyforge', 'Quorbit\tStock control', 'EDUCATION', 'Diploma']))
      .toEqual(['Velmdb', 'Tallyforge', 'Quorbit', 'Stock control']);
  });
});
