// A narrow two-column skills table whose label and items run together ("Databases Velmdb, Tallyforge"). Invented tools.
import { describe, it, expect } from 'vitest';
import { withoutGluedGroupWord } from '../../../src/parser/classify/skill-row-labels.js';
import { findSkillSectionItems } from '../../../src/parser/classify/skill-section.js';

describe('a label glued to the first item of its row', () => {
  it.each([
    ['Databases Velmdb', 'Velmdb'],
    ['Frameworks Quorbit Core', 'Quorbit Core'],
    ['Herramientas Zanthic', 'Zanthic'],
    ['Data Analysis', 'Data Analysis'],
    ['Cloud Computing', 'Cloud Computing'],
    ['Databases and more', 'Databases and more'],
    ['Velmdb', 'Velmdb'],
  ])('%j reads %j', (piece, want) => expect(withoutGluedGroupWord(piece)).toBe(want));

  it('a narrow table\'s rows give their items, the labels none', () => {
    expect(findSkillSectionItems(['Skills', 'Languages Quorbit, Zanthic', 'Databases Velmdb, Tallyforge', 'Frameworks Brantel, Orvik']))
      .toEqual(['Quorbit', 'Zanthic', 'Velmdb', 'Tallyforge', 'Brantel', 'Orvik']);
  });

  it('a row of one item keeps it whole ("Databases Velmdb" alone may be a name)', () => {
    expect(findSkillSectionItems(['Skills', 'Databases Velmdb'])).toEqual(['Databases Velmdb']);
  });
});
