// Lines set apart from the body text where a PDF's weights are unknown: set in another font than most lines. Used by the
// skills reader, whose group names ("Programming" ↵ "Tools") over items one a line are told only by their face. All
// skills and group names are invented or generic.
import { describe, it, expect } from 'vitest';
import { setApartLines } from '../../../src/parser/fields/set-apart.js';
import { buildDocument } from '../../../src/parser/fields/document.js';
import { layoutPage, type PositionedText } from '../../../src/parser/extract/pdf-layout.js';
import { findSkillSectionItems } from '../../../src/parser/classify/skill-section.js';
import type { TextLine } from '../../../src/parser/types.js';
import { expectLinearTime } from '../../helpers/linear-time.js';

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

// A writer whose main fonts lack some letters sets the runs holding them in a fallback font ("f3"), whatever their face:
// its lines are neither body nor set apart, and the body is told among the other fonts. Invented words with Turkish-like
// letters (ı ş ğ) that the main fonts ("f1" regular, "f2" bold) never print.
describe('a fallback font for the letters the main fonts lack', () => {
  const fallbackBlock: [string, string][] = [
    ['Yetkinlikler', 'f2'], ['Quorbit, Zanthic,', 'f1'], ['Velmdb, Tallyforge,', 'f1'], ['Sorvaş planı', 'f3'],
    ['Dilbağ Tarsı', 'f3'], ['Kuşlamı Velkor', 'f3'], ['Deneyim', 'f2'], ['Orvık Yazılım, Geliştirici', 'f3'],
    ['Ekibi yönettiğimiz aşamalar.', 'f3'], ['Brantel Lojistik, Planner', 'f2'], ['Monthly reports for the board.', 'f1'],
    ['Weekly stock counts.', 'f1'], ['2019 – 2021', 'f1'], ['quorbit.velmdb@example.org', 'f1'],
  ];
  const doc = (block: [string, string][]) => buildDocument({
    text: block.map(([t]) => t).join('\n'),
    lines: layoutPage(block.map(([text, font], i) => item(100 + i * 14, text, font)), 595).map((l) => ({ ...l, page: 1 })),
  });

  it('the fallback font is neither body nor set apart, though it sets nearly as many lines as the body font', () => {
    expect(setApartLines(doc(fallbackBlock).lines)).toEqual(fallbackBlock.map(([, font]) => font === 'f2'));
  });

  it('the items set in the fallback font stay items of the skills block', () => {
    const lines = doc(fallbackBlock).lines;
    expect(findSkillSectionItems(lines.map((l) => l.text), { bold: setApartLines(lines) }).slice(0, 7))
      .toEqual(['Quorbit', 'Zanthic', 'Velmdb', 'Tallyforge', 'Sorvaş planı', 'Dilbağ Tarsı', 'Kuşlamı Velkor']);
  });

  it('fallback lines outnumbering the body font\'s leave the body unknown: no face tells', () => {
    const block: [string, string][] = [['Yetkinlikler', 'f2'], ['Quorbit', 'f1'], ['Zanthic', 'f2'], ['Sorvaş', 'f3'], ['Dilbağ', 'f3'], ['Kuşlamı', 'f3']];
    expect(setApartLines(doc(block).lines)).toEqual(block.map(() => false));
  });

  it('a bold face whose lines hold letters the body prints too is no fallback (Polish-like headings over a body with ę, ł)', () => {
    const block: [string, string][] = [
      ['Umiejętności', 'f2'], ['Kwerły, Zanthic', 'f1'], ['Języki', 'f2'], ['Velmę, Tallyforge', 'f1'], ['Zęby Łomnicy', 'f1'], ['Mentoring', 'f1'],
    ];
    expect(setApartLines(doc(block).lines)).toEqual(block.map(([, font]) => font === 'f2'));
  });

  it('a bold face of ideographs over a body of ideographs is no fallback (the script is compared, not each ideograph)', () => {
    const block: [string, string][] = [['技能', 'f2'], ['東西計画', 'f1'], ['北南設計', 'f1'], ['語学', 'f2'], ['英語中級', 'f1'], ['中国語', 'f1']];
    expect(setApartLines(doc(block).lines)).toEqual(block.map(([, font]) => font === 'f2'));
  });

  it('reads long lines of letters beyond Latin-1 in linear time', () => {
    const built = new Map([1, 4].map((scale) => [scale, doc([['ş'.repeat(5_000 * scale), 'f3'], ['x'.repeat(20_000 * scale), 'f1'], ['ı '.repeat(2_500 * scale), 'f2']]).lines]));
    expectLinearTime((scale) => setApartLines(built.get(scale)!));
  });
});
