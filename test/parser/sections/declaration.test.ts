// A closing declaration ("I hereby declare …", then the place, the date and the signature) is a section of its own: its
// lines are no study or job of the section above it. Invented person, schools and places.
import { describe, it, expect } from 'vitest';
import { extractSections } from '../../../src/parser/sections/index.js';
import { headingKindOf } from '../../../src/parser/sections/vocabulary.js';

const CV = ['Ravi Ondaatje', 'Accounts Assistant', 'ravi.o@example.org', 'Experience', 'Accounts Assistant, Example Traders Ltd', '2021 – present',
  'Education', 'BCom Accounting', '2020', 'Example University of Commerce'];
const DECLARATION = ['I hereby declare that the information furnished above is true to the best of my knowledge.', 'Place: Examplepur',
  'Date: 14/08/2026', 'Ravi Ondaatje'];

describe('the declaration heading', () => {
  it('is a heading of no entries', () => {
    expect(headingKindOf('Declaration')).toBe('other');
    expect(headingKindOf('DECLARATION:')).toBe('other');
  });

  it('ends the studies above it: its place, date and signature are no study', () => {
    const sections = extractSections([...CV, 'Declaration', ...DECLARATION].join('\n'));
    expect(sections.education).toHaveLength(1);
    expect(sections.education[0]!.institution).toBe('Example University of Commerce');
  });
});
