// Skill items in the forms a language's variants are written ("C/C#", "F(#)"), rows of a skill and its level divided by a
// bar, and a level clipped by its cell. Invented lists.
import { describe, expect, it } from 'vitest';
import { cleanSkillItem, findSkillSectionItems, isSkillItem } from '../../../src/parser/classify/skill-section.js';
import { expectLinearTime } from '../../helpers/linear-time.js';

describe('a one-letter language beside its variants', () => {
  it.each([
    ['C/C#', true], ['F(#)', true], ['F/F#', true], ['F#/F', true], ['F#', true],
    ['C', false], ['C/R', false], ['()', false], ['C()', false], ['/', false], ['C/', false],
  ])('%s is an item: %s', (item, expected) => {
    expect(isSkillItem(cleanSkillItem(item))).toBe(expected);
  });

  it('keeps a bracket of signs as the name\'s, and drops a level in brackets still', () => {
    expect(cleanSkillItem('F(#)')).toBe('F(#)');
    expect(cleanSkillItem('Velmscript (advanced)')).toBe('Velmscript');
    expect(findSkillSectionItems(['Skills', 'Programming: Kotlin, F(#), Velmscript', 'Python', 'C/C#', 'Git'])).toEqual(
      ['Kotlin', 'F(#)', 'Velmscript', 'Python', 'C/C#', 'Git']);
  });
});

describe('rows of a skill and its level divided by a bar', () => {
  it('reads a row after a long row as its own where it opens in lower case', () => {
    // The long row (eight words) is still skipped as prose: read as a list, such rows filled the tags' limit with pieces.
    const rows = ['Skills', 'Quarkbase Studio | Advanced', 'Integrated Ledger Tools for Small Offices (ILT) | Intermediate',
      'npm | Advanced', 'Tarnwick | Intermediate'];
    expect(findSkillSectionItems(rows)).toEqual(['Quarkbase Studio', 'npm', 'Tarnwick']);
  });

  it('still skips a sentence wrapped over two lines in a skills block', () => {
    const rows = ['Skills', 'Python, SQL', 'I have planned the stock rotation of two warehouses and trained', 'new colleagues on the scanners'];
    expect(findSkillSectionItems(rows)).toEqual(['Python', 'SQL']);
  });
});

describe('a level clipped by its cell', () => {
  it('is no item; a word that only begins like a level is one', () => {
    expect(findSkillSectionItems(['Skills', 'Velmdb | Sehr gu', 'Tarnwick | Very goo', 'Quorbit | Upper interm'])).toEqual(['Velmdb', 'Tarnwick', 'Quorbit']);
    expect(findSkillSectionItems(['Skills', 'Go, Basics of accounting, Very goofy'])).toEqual(['Go', 'Basics of accounting', 'Very goofy']);
  });

  it('stays linear on hostile text', () => {
    // Scale 4: 20,000 letters, 50,000 spaces, 5,000 bars or slashes.
    const long: Record<string, (scale: number) => string> = {
      'letters and a space': (scale) => `${'a'.repeat(5_000 * scale)} b`,
      spaces: (scale) => `Sehr ${' '.repeat(12_500 * scale)}gu`,
      'variants apart by slashes': (scale) => `C${'/C#'.repeat(1_250 * scale)}`,
      'signs in a bracket': (scale) => `C(${'+'.repeat(5_000 * scale)})`,
      'cells apart by bars': (scale) => `${'Quorbit | Very goo | '.repeat(1_250 * scale)}`,
    };
    expectLinearTime((scale) => findSkillSectionItems(['Skills', ...Object.values(long).map((build) => build(scale))]), { what: 'a section of them all' });
    for (const [what, build] of Object.entries(long)) expectLinearTime((scale) => isSkillItem(cleanSkillItem(build(scale))), { what });
  });
});
