// Skills whose name ends in a level word ("React Native"): the listed piece gets the vocabulary's name back.
import { describe, expect, it } from 'vitest';
import { withLevelNamedSkills } from '../../../src/parser/classify/level-named-skills.js';
import { findSkillSectionItems } from '../../../src/parser/classify/skill-section.js';
import { findSkills } from '../../../src/parser/classify/skills.js';
import type { Skill } from '../../../src/parser/classify/vocabulary.js';

// An invented vocabulary: two skills named with a level word at the end, and the first word of one on its own.
const skills: Skill[] = [
  { name: 'Quorbit Native', aliases: ['quorbit native'] },
  { name: 'Velm Basic', aliases: ['velm basic'] },
  { name: 'Quorbit', aliases: ['quorbit'] },
  { name: 'Zanthic', aliases: ['zanthic'] },
];

describe('skills named with a level word at the end', () => {
  it('gives a listed piece cut before the level word its whole name', () => {
    const lines = ['Skills', 'Quorbit Native, Velm Basic, Zanthic', 'Python (advanced)'];
    const listed = findSkillSectionItems(lines);
    expect(listed).toEqual(['Quorbit', 'Velm', 'Zanthic', 'Python']);
    expect(withLevelNamedSkills(listed, findSkills(lines.join('\n'), skills))).toEqual(['Quorbit Native', 'Velm Basic', 'Zanthic', 'Python']);
  });

  it('leaves items the vocabulary found no longer name for, and an item listed beside its longer name', () => {
    expect(withLevelNamedSkills(['Quorbit', 'Velm'], ['Quorbit', 'Zanthic'])).toEqual(['Quorbit', 'Velm']);
    expect(withLevelNamedSkills(['Quorbit', 'Quorbit Native'], ['Quorbit Native'])).toEqual(['Quorbit', 'Quorbit Native']);
    // A known name whose last word is no level keeps the listed piece as it is.
    expect(withLevelNamedSkills(['Zanthic'], ['Zanthic Studio'])).toEqual(['Zanthic']);
  });
});
