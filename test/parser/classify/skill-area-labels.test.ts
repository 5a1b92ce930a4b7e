// A skills heading naming only an area of skills, printed among the items, labels them: no tag. Invented tools.
import { describe, it, expect } from 'vitest';
import { isSkillAreaLabel } from '../../../src/parser/classify/skill-area-labels.js';
import { findSkillSectionItems } from '../../../src/parser/classify/skill-section.js';

describe('area labels among skills items', () => {
  it.each(['IT skills', 'Computer skills', 'Technical skills', 'IT-Skills', 'EDV-Kenntnisse', 'Compétences informatiques', 'Soft skills', 'Digital skills'])(
    '%j labels items', (item) => expect(isSkillAreaLabel(item)).toBe(true));

  it.each(['Communication skills', 'Leadership skills', 'Quorbit', 'IT', 'Computer', 'Python, Go'])('%j is no area label', (item) => {
    expect(isSkillAreaLabel(item)).toBe(false);
  });

  it.each([
    [['Skills', 'Quorbit, IT skills, Zanthic'], ['Quorbit', 'Zanthic']],
    [['Skills', '• Computer skills', '• Quorbit', '• Zanthic'], ['Quorbit', 'Zanthic']],
    [['Skills', 'Computer skills: Quorbit, Zanthic', 'Communication skills'], ['Quorbit', 'Zanthic', 'Communication skills']],
  ])('%j lists %j', (lines, items) => expect(findSkillSectionItems(lines)).toEqual(items));
});
