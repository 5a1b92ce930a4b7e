// Lines set apart from the body text where a PDF's weights are unknown: set in another font than most lines. Used by the
// skills reader, whose group names ("Programming" ↵ "Tools") over items one a line are told only by their face. All
// skills and group names are invented or generic.
import { describe, it, expect } from 'vitest';
import { setApartLines } from '../../../src/parser/fields/set-apart.js';
import { buildDocument } from '../../../src/parser/fields/document.js';
import { layoutPage, type PositionedText } from '../../../src/parser/extract/pdf-layout.js';
import { findSkillSectionItems } from '../../../src/parser/classify/skill-section.js';
import type { TextLine } from '../../../src/parser/types.js';

const item = (y: number, str: string, font: string, fontSize = 9): PositionedText => ({ str, x: 50, y, width: str.length * 5, fontSize, font });

// A skills block: the heading larger, group names in the bold face ("f2"), items one a line in the body face ("f1").
const block: [string, string, number?][] = [
  ['Skills', 'f2', 12], ['Programming', 'f2'], ['Quorbit', 'f1'], ['Zanthic', 'f1'], ['Tools', 'f2'], ['Velmdb', 'f1'], ['Tallyforge', 'f1'],
  ['Soft skills', 'f2'], ['Mentoring', 'f1'], ['Negotiation', 'f1'],
];
const pageLines = (withWeights: boolean): TextLine[] => layoutPage(block.map(([text, font, size], i) => ({
  ...item(100 + i * 14, text, font, size ?? 9), ...(withWeights ? { bold: font === 'f2' } : {}),
})), 595).map((l) => ({ ...l, page: 1 }));

describe('lines set apart by their face', () => {
  it('the layout keeps the font of a line whose weight is unknown, and none where the weight is known', () => {
    expect(pageLines(false).map((l) => l.font)).toEqual(block.map(([, font]) => font));
    expect(pageLines(true).every((l) => l.font === undefined)).toBe(true);
  });

  it('a line in another font than the body font is set apart; with weights known, the weights tell', () => {
    const doc = (withWeights: boolean) => buildDocument({ text: block.map(([t]) => t).join('\n'), lines: pageLines(withWeights) });
    const flags = block.map(([, font]) => font === 'f2');
    expect(setApartLines(doc(false).lines)).toEqual(flags);
    expect(setApartLines(doc(true).lines)).toEqual(flags);
  });

  it('the group names are no skills of the block when only their face sets them apart', () => {
    const doc = buildDocument({ text: block.map(([t]) => t).join('\n'), lines: pageLines(false) });
    expect(findSkillSectionItems(doc.lines.map((l) => l.text), { bold: setApartLines(doc.lines) }))
      .toEqual(['Quorbit', 'Zanthic', 'Velmdb', 'Tallyforge', 'Mentoring', 'Negotiation']);
  });

  it('tells nothing where most lines have no font', () => {
    const lines = buildDocument({ text: 'A\nB\nC', lines: ['A', 'B', 'C'].map((text) => ({ text, page: 1 })) }).lines;
    expect(setApartLines(lines)).toEqual([false, false, false]);
  });
});
