// Skills lists in shapes the reader cut wrongly (skill-section.ts, skill-brackets.ts, summed-skills-heading.ts): a bracket
// that lists the tools of an item, a list one item a line that ends with two, a grid of tags in cells whose cell says
// "skill", a summed-up skills heading, a label set tight against its first item. Every CV line here is invented.
import { describe, it, expect } from 'vitest';
import { findSkillSectionItems, skillLineText } from '../../../src/parser/classify/skill-section.js';
import { piecesOutsideBrackets, bracketedItems } from '../../../src/parser/classify/skill-brackets.js';
import { isSummedSkillsHeading } from '../../../src/parser/classify/summed-skills-heading.js';
import { expectLinearTime } from '../../helpers/linear-time.js';

const commas = (t: string): string[] => t.split(/,\s+/u);

describe('piecesOutsideBrackets', () => {
  it.each<[string, string[]]>([
    ['Quorbit (Zanthic, Velmdb), Strandql', ['Quorbit (Zanthic, Velmdb)', 'Strandql']],
    ['Ropework, Splicing [Eye, Back], Knots', ['Ropework', 'Splicing [Eye, Back]', 'Knots']],
    ['Quorbit (Zanthic (Mesh, Data), Velmdb), Strandql', ['Quorbit (Zanthic (Mesh, Data), Velmdb)', 'Strandql']],
    // A bracket left open (the list wraps onto the next line) splits as before.
    ['Quorbit (Zanthic, Velmdb,', ['Quorbit (Zanthic', 'Velmdb,']],
    ['Ropework, Splicing', ['Ropework', 'Splicing']],
  ])('%s', (text, want) => expect(piecesOutsideBrackets(text, commas)).toEqual(want));
});

describe('bracketedItems', () => {
  it.each<[string, string[]]>([
    ['Bookbinding (Quorbit, Zanthic)', ['Quorbit', 'Zanthic']],
    ['Bookbinding [Quorbit, Zanthic, Velmdb]', ['Quorbit', 'Zanthic', 'Velmdb']],
    // One thing in brackets is a detail of the item, not a list.
    ['Quorbit (actor model)', []],
    ['Quorbit', []],
    ['(Quorbit, Zanthic)', []],
  ])('%s', (piece, want) => expect(bracketedItems(piece, commas)).toEqual(want));

  it('reads a long run of brackets in linear time', () => {
    expectLinearTime((scale) => {
      const text = '('.repeat(5_000 * scale) + ', '.repeat(5_000 * scale) + ')'.repeat(5_000 * scale);
      piecesOutsideBrackets(text, commas);
      bracketedItems(text, commas);
    }, { what: 'brackets' });
  });
});

describe('isSummedSkillsHeading', () => {
  it.each(['Knowledge and Tools Summary', 'Knowledge Summary', 'Skills Summary', 'Summary of Skills', 'Expertise Overview:'])(
    '%s is a summed-up skills heading', (line) => expect(isSummedSkillsHeading(line)).toBe(true));
  it.each(['Professional Summary', 'Career Summary', 'Summary', 'Skills', 'Quorbit Overview'])(
    '%s is not', (line) => expect(isSummedSkillsHeading(line)).toBe(false));
});

describe('skills lists in the shapes CVs print them', () => {
  it.each<[string, string[], string[]]>([
    ['an item with its tools in brackets', ['Skills', 'Bookbinding (Quorbit, Zanthic), Gilding', 'Ropework'],
      ['Bookbinding', 'Quorbit', 'Zanthic', 'Gilding', 'Ropework']],
    ['an item a line, with its tools in brackets', ['Fähigkeiten', 'Buchbinderei (Quorbit, Zanthic)', 'Vergoldung'],
      ['Buchbinderei', 'Quorbit', 'Zanthic', 'Vergoldung']],
    ['a level in brackets is still no item', ['Skills', 'Quorbit (expert, 5 years)', 'Zanthic'], ['Quorbit', 'Zanthic']],
    ['one item a line that ends with two on a line', ['Készségek', 'Könyvkötés', 'Aranyozás', 'Papírmerítés', 'Türelem, Pontosság'],
      ['Könyvkötés', 'Aranyozás', 'Papírmerítés', 'Türelem', 'Pontosság']],
    ['a grid of tags whose cell says "skill"', ['Kompetenzen', 'Buchbinderei\tVergoldung\tPapierschöpfen',
      'Gute Kommunikationsfähigkeit\tGeduld', 'Pünktlichkeit\tSorgfalt'],
    ['Buchbinderei', 'Vergoldung', 'Papierschöpfen', 'Gute Kommunikationsfähigkeit', 'Geduld', 'Pünktlichkeit', 'Sorgfalt']],
    ['a summed-up heading over level rows after a job', ['Experience', 'Bookbinder, Example Bindery Ltd', 'Tools:', 'Quorbit, Zanthic',
      'Knowledge and Tools Summary', 'Bindery crafts', 'Expert\tVelmdb, Strandql', 'Experienced\tRopework, Splicing', 'Knowledge\tGilding'],
    ['Velmdb', 'Strandql', 'Ropework', 'Splicing', 'Gilding', 'Quorbit', 'Zanthic']],
    ['a label tight against its first item', ['Skills', 'Frontend: Quorbit, Zanthic', 'DB:Velmdb Server, Strandql'],
      ['Quorbit', 'Zanthic', 'Velmdb Server', 'Strandql']],
    ['a label tight against its first item beside the heading\'s cell', ['Skills\tDB:Velmdb, Strandql', 'Web:Quorbit'],
      ['Velmdb', 'Strandql', 'Quorbit']],
    ['a grid beside the heading\'s cell', ['Skills\tQuorbit\tZanthic\tVelmdb', 'Good communication skills\tStrandql'],
      ['Quorbit', 'Zanthic', 'Velmdb', 'Good communication skills', 'Strandql']],
    ['a grid beside the heading\'s cell with a colon, its last row of one cell', ['Kompetenzen:\tQuorbit\tZanthic',
      'Gute Kommunikationsfähigkeit\tVelmdb', 'Strandql', 'Sprachen:\tDeutsch (Muttersprache), Englisch (C1)'],
    // (The languages row's items are the languages reader's: the fields step drops them from the tags.)
    ['Quorbit', 'Zanthic', 'Gute Kommunikationsfähigkeit', 'Velmdb', 'Strandql', 'Deutsch', 'Englisch']],
  ])('%s', (_name, lines, want) => expect(findSkillSectionItems(lines)).toEqual(want));

  it.each<[string, string[], string[]]>([
    ['a lead phrase before a labelled list', ['SKILLS', 'Computer: Proficient in Quorbit and Zanthic OS, Velmdb, and Strandql'],
      ['Quorbit', 'Zanthic OS', 'Velmdb', 'Strandql']],
    ['a lead phrase on an item a line', ['Skills', 'Experienced with Quorbit', 'Familiar with Zanthic, Velmdb'], ['Quorbit', 'Zanthic', 'Velmdb']],
    ['a German lead phrase', ['Kenntnisse', 'Erfahrung mit Quorbit und Zanthic'], ['Quorbit', 'Zanthic']],
    // Two joining words are a name of its own ("Bookbinding and Gilding and …"): left whole.
    ['an item that is no lead phrase stays whole', ['Skills', 'Proficiency testing, Sales and Marketing'], ['Proficiency testing', 'Sales and Marketing']],
  ])('%s', (_name, lines, want) => expect(findSkillSectionItems(lines)).toEqual(want));

  it('keeps a sub-heading over its list where the block opens with sub-headings', () => {
    expect(findSkillSectionItems(['Skills', 'Crafts', 'Quorbit, Zanthic', 'Velmdb', 'Strandql', 'Workshop', 'Ropework, Splicing']))
      .toEqual(['Quorbit', 'Zanthic', 'Velmdb', 'Strandql', 'Ropework', 'Splicing']);
  });

  it('puts an item a job\'s label named first in the skills section\'s place when the section names it too', () => {
    expect(findSkillSectionItems(['Experience', 'Bookbinder', 'Tools: Quorbit, Zanthic', 'Skills', 'Velmdb, Zanthic']))
      .toEqual(['Velmdb', 'Zanthic', 'Quorbit']);
  });

  it('ends a summed-up block that repeats the items read before at the next heading', () => {
    expect(findSkillSectionItems(['Skills:', 'Quorbit – expert', 'Zanthic – basic', 'Experience:', 'Bookbinder, Example Bindery Ltd',
      'Skills Summary:', 'Expert\tQuorbit', 'Basic\tZanthic', 'Studies:', 'Example Academy: Bookbinding – 2nd year'])).toEqual(['Quorbit', 'Zanthic']);
  });

  it('sets a DOCX grid row\'s cells apart (Word joins them by one space in the line\'s text)', () => {
    const rows: [string, string[]][] = [['Quorbit Zanthic Stock control', ['Quorbit', 'Zanthic', 'Stock control']],
      ['Good communication skills Velmdb', ['Good communication skills', 'Velmdb']]];
    expect(findSkillSectionItems(['Skills', ...rows.map(([text, cells]) => skillLineText(text, cells))]))
      .toEqual(['Quorbit', 'Zanthic', 'Stock control', 'Good communication skills', 'Velmdb']);
    // A cell of prose or a list is no grid's: the row stays as printed.
    expect(skillLineText('Bindery Bound the ledgers of the parish', ['Bindery', 'Bound the ledgers of the parish'])).toBe('Bindery Bound the ledgers of the parish');
  });

  it('keeps a sub-heading over a longer list after items one a line', () => {
    expect(findSkillSectionItems(['Skills', 'Quorbit', 'Zanthic', 'Velmdb', 'Tools', 'Strandql, Ropework, Splicing']))
      .toEqual(['Quorbit', 'Zanthic', 'Velmdb', 'Strandql', 'Ropework', 'Splicing']);
  });

  it('keeps a sub-heading over two items when its list goes on after them', () => {
    expect(findSkillSectionItems(['Skills', 'Quorbit', 'Zanthic', 'Velmdb', 'Tools & Crafts', 'Strandql, Ropework', 'Splicing']))
      .toEqual(['Quorbit', 'Zanthic', 'Velmdb', 'Strandql', 'Ropework', 'Splicing']);
  });

  it('keeps a label/value table of skills headings', () => {
    expect(findSkillSectionItems(['Personal skills\tPatience, Punctuality', 'Computer skills\tQuorbit, Zanthic']))
      .toEqual(['Patience', 'Punctuality', 'Quorbit', 'Zanthic']);
  });
});
