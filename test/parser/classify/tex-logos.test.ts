// TeX's logos as a PDF's text layer gives them in pieces (raised A, lowered E): read whole. Invented tools beside them.
import { describe, it, expect } from 'vitest';
import { withTexLogos } from '../../../src/parser/classify/tex-logos.js';
import { findSkillSectionItems } from '../../../src/parser/classify/skill-section.js';
import { expectLinearTime } from '../../helpers/linear-time.js';
import { fileURLToPath } from 'node:url';
import { extractFields, loadVocabulary } from '../../../src/parser/fields/index.js';

const vocabulary = loadVocabulary(fileURLToPath(new URL('../../../data', import.meta.url)));
const fieldsOf = (text: string) => extractFields({ text, lines: text.split('\n').map((t) => ({ text: t, page: 1 })) }, vocabulary);

describe('TeX logos printed in pieces', () => {
  it.each([
    ['Quorbit, L A T E X, Git', 'Quorbit, LaTeX, Git'],
    ['LAT X', 'LaTeX'],
    ['LAT\tX, Zanthic', 'LaTeX, Zanthic'],
    ['LA TEX', 'LaTeX'],
    ['LAT EX', 'LaTeX'],
    ['L ATEX and L A T E X', 'LaTeX and LaTeX'],
    ['LATEX', 'LaTeX'],
    ['Tools: T E X, Velmdb', 'Tools: TeX, Velmdb'],
  ])('%j reads %j', (text, want) => expect(withTexLogos(text)).toBe(want));

  it.each(['FLATEX', 'LATEXY', 'BOX', 'QLAT X', 'TEX', 'MS Office, Excel', 'Xylo X', 'LATE X-ray'])('%j stays as printed', (text) => {
    expect(withTexLogos(text)).toBe(text);
  });

  it('a skills list reads the logo as one item, not "LAT" and "X"', () => {
    const lines = ['Skills', 'Quorbit, LAT\tX, Zanthic'].map(withTexLogos);
    expect(findSkillSectionItems(lines)).toEqual(['Quorbit', 'LaTeX', 'Zanthic']);
  });

  it('the CV\'s tags hold LaTeX, and no "LAT" or "X"', () => {
    const tags = fieldsOf(['Vella Quorbin', 'vella.quorbin@example.org', 'Skills', 'Quorbit, LAT\tX, Zanthic', 'Tools', 'L A T E X, Velmdb'].join('\n')).tags;
    expect(tags).toContain('LaTeX');
    expect(tags.some((t) => t === 'LAT' || t === 'X' || t.startsWith('L A'))).toBe(false);
  });

  it('reads long runs of capitals, spaces and Xs in linear time', () => {
    const built = new Map([1, 4].map((scale) => [scale, ['X'.repeat(20_000 * scale), 'L A T E '.repeat(5_000 * scale) + 'X', 'LAT X'.repeat(4_000 * scale), ' '.repeat(50_000 * scale) + 'X']]));
    expectLinearTime((scale) => { for (const t of built.get(scale)!) withTexLogos(t); });
  });
});
