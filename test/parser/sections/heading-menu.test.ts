// A web page's navigation (or a table of contents) lists the section headings one after the other before the page prints
// them again over their sections: the menu opens no section, so the contact block under it stays the contact block.
import { describe, expect, it } from 'vitest';
import { extractSections } from '../../../src/parser/sections/index.js';
import { splitSections } from '../../../src/parser/sections/split.js';

const CONTACT = ['Hollis Vantreeve', 'hollis.vantreeve@example.org'];
const BODY = [
  'About', 'Planner who likes tidy depots.',
  'Work Experience', 'Transport Planner, Brackenford Freight Ltd', 'Mar 2019 - Present',
  'Skills', 'Excel', 'Route planning',
  'Education', 'BSc Geography, Eastmoor College', 'Jun, 2014 - Jun, 2017',
];
const MENU = ['About', 'Work Experience', 'Skills', 'Education'];

const studies = (lines: string[]) => extractSections(lines.join('\n')).education.map((e) => [e.institution, e.degree, e.start, e.end]);

describe('splitSections and a menu of its headings', () => {
  it('reads the contact block under a menu as the lines before the first section', () => {
    const sections = splitSections([...MENU, ...CONTACT, ...BODY]);
    expect(sections[0]).toEqual({ kind: 'other', heading: '', lines: CONTACT });
    expect(sections.filter((s) => s.kind === 'education')).toHaveLength(1);
  });

  it('keeps the study dated when the menu ends with its heading', () => {
    const want = [['Eastmoor College', 'BSc Geography', '2014-06', '2017-06']];
    expect(studies([...MENU, ...CONTACT, ...BODY])).toEqual(want);
    expect(studies([...CONTACT, ...BODY])).toEqual(want);
  });

  it('keeps the lines before the menu in front of the contact block', () => {
    const sections = splitSections(['Menu', ...MENU, ...CONTACT, ...BODY]);
    expect(sections[0]).toEqual({ kind: 'other', heading: '', lines: ['Menu', ...CONTACT] });
  });

  it('leaves headings in a row alone when they are not all printed again (a sidebar read heading by heading)', () => {
    const lines = ['Skills', 'Languages', 'Education', ...CONTACT, 'BSc Geography, Eastmoor College', 'Jun, 2014 - Jun, 2017'];
    const sections = splitSections(lines);
    expect(sections.map((s) => [s.heading, s.lines.length])).toEqual([['Skills', 0], ['Languages', 0], ['Education', 4]]);
  });

  it('leaves two headings in a row alone (an empty section)', () => {
    const lines = ['Skills', 'Education', ...CONTACT, ...BODY];
    expect(splitSections(lines).slice(0, 2).map((s) => [s.heading, s.lines.length])).toEqual([['Skills', 0], ['Education', 2]]);
  });

  it('knows a menu whose headings carry icons the headings over the sections do not', () => {
    const menu = ['× About', '● Work Experience', '● Skills', '● Education'];
    const sections = splitSections([...menu, ...CONTACT, ...BODY]);
    expect(sections[0]).toEqual({ kind: 'other', heading: '', lines: CONTACT });
    expect(studies([...menu, ...CONTACT, ...BODY])).toEqual([['Eastmoor College', 'BSc Geography', '2014-06', '2017-06']]);
  });
});
