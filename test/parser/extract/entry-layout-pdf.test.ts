// PDFs made at test time (invented CVs) whose entries depend on the layout: a right-hand column
// of places and periods, a period beside the line under the entry heading, a period split over
// two lines that opens the entry line, accents set as glyphs of their own. Each is read through
// the PDF extractor and the section step, as `parser parse` does.
import { describe, expect, it } from 'vitest';
import { extractPdf } from '../../../src/parser/extract/pdf.js';
import { extractSections } from '../../../src/parser/sections/index.js';
import { makePdf } from '../../fixtures/parser/pdf-writer.mjs';

interface Text { x: number; y: number; size?: number; text: string; bold?: boolean }

/** Helvetica's average advance is about half the font size: x at which `text` ends at `end`. */
const endingAt = (end: number, text: string, size = 10): number => end - text.length * size * 0.5;

async function read(texts: Text[]): Promise<{ lines: string[]; sections: ReturnType<typeof extractSections> }> {
  const { text } = await extractPdf(makePdf([{ texts }]), { ocr: false });
  return { lines: text.split('\n'), sections: extractSections(text) };
}

const NAME: Text[] = [
  { x: 230, y: 60, size: 24, text: 'Mira Holloway' },
  { x: 180, y: 86, text: 'mira.holloway@example.org   +44 20 7946 0321' },
];

describe('entries in PDFs laid out with a column of places and periods', () => {
  it('dates each job when the place stands on its heading line and the period one line lower, right-aligned', async () => {
    const jobs = [
      ['Software Engineer, Quillfeather Labs', 'Northbay', 'Mar 2021 – Present'],
      ['Backend Developer, Tarnwick Systems', 'Eastmoor', 'Jan 2018 – Feb 2021'],
      ['Junior Designer, Olderby Works', 'Southfield', 'Jun 2016 – Dec 2017'],
    ];
    const texts: Text[] = [...NAME, { x: 50, y: 130, size: 14, text: 'Work Experience', bold: true }];
    let y = 154;
    for (const [heading, place, period] of jobs) {
      texts.push({ x: 56, y, text: heading!, bold: true }, { x: endingAt(550, place!), y, text: place! });
      texts.push({ x: 70, y: y + 13, text: '• Moved the nightly reports to a queue' });
      texts.push({ x: endingAt(550, period!), y: y + 13, text: period! });
      texts.push({ x: 70, y: y + 26, text: '• Wrote the tests of the invoice service' });
      y += 56;
    }
    texts.push({ x: 50, y: y + 10, size: 14, text: 'Education', bold: true });
    texts.push({ x: 56, y: y + 34, text: 'BSc Computer Science, Harrowgate University', bold: true });
    texts.push({ x: endingAt(550, 'Harrowgate'), y: y + 34, text: 'Harrowgate' });
    texts.push({ x: 70, y: y + 47, text: '• Thesis on scheduling' });
    texts.push({ x: endingAt(550, 'Sep 2012 – Jun 2016'), y: y + 47, text: 'Sep 2012 – Jun 2016' });

    const { lines, sections } = await read(texts);
    expect(lines).toContain('Software Engineer, Quillfeather Labs\tNorthbay\tMar 2021 – Present');
    expect(sections.work.map((w) => [w.start, w.end, w.current])).toEqual([
      ['2021-03', '', true],
      ['2018-01', '2021-02', false],
      ['2016-06', '2017-12', false],
    ]);
    expect(sections.education.map((e) => e.end)).toEqual(['2016-06']);
  });

  it('dates each job when the period stands beside the line of tags under its heading', async () => {
    const texts: Text[] = [...NAME, { x: 60, y: 130, size: 14, text: 'Experience', bold: true }];
    const jobs = [
      ['Quality Analyst, Brindle Data', 'Jul 2019 – Mar 2022'],
      ['Web Developer, Corvale Studio', 'Feb 2016 – Jun 2019'],
      ['Support Engineer, Pellmark', 'Sep 2014 – Jan 2016'],
    ];
    let y = 156;
    for (const [heading, period] of jobs) {
      texts.push({ x: 60, y, text: heading! }, { x: 72, y: y + 15, size: 8, text: 'SQL   Python   Excel' });
      texts.push({ x: endingAt(540, period!), y: y + 14, text: period! });
      y += 48;
    }
    const { lines, sections } = await read(texts);
    expect(lines).toContain('Quality Analyst, Brindle Data\tJul 2019 – Mar 2022');
    expect(sections.work.map((w) => w.start)).toEqual(['2019-07', '2016-02', '2014-09']);
  });
});

describe('entries in PDFs whose period opens the entry line', () => {
  it('joins a period split over two lines in a narrow left column set close to the entry text', async () => {
    const texts: Text[] = [...NAME, { x: 110, y: 130, size: 14, text: 'Experience', bold: true }];
    const jobs = [
      ['Jul. 2022 –', 'Nov. 2022', 'Summer Intern, Brackwater Foundation'],
      ['Feb. 2020 –', 'Jun. 2022', 'Developer, Selwick Tools'],
      ['2018 – 2020', '', 'Auditor, Amberlane'],
    ];
    // Helvetica's advances (thousandths of an em) for the characters of the periods: the text starts
    // 0.7 em after the longest period, more than a word space and less than a cell gap.
    const advance: Record<string, number> = {
      ' ': 278, '.': 278, J: 500, u: 556, l: 222, F: 611, e: 556, b: 556, N: 722, o: 556, v: 500, n: 556,
    };
    const width = (t: string): number => [...t].reduce((w, ch) => w + (advance[ch] ?? 556), 0) / 100;
    const textX = 56 + Math.max(...jobs.map(([from]) => width(from!))) + 7;
    let y = 156;
    for (const [from, to, heading] of jobs) {
      texts.push({ x: textX - 7 - width(from!), y, text: from! }, { x: textX, y: y + 1, text: heading! });
      if (to) texts.push({ x: textX - 7 - width(to), y: y + 12, text: to });
      texts.push({ x: textX + 10, y: y + 14, text: 'Packaged the yearly archives and wrote their import' });
      y += 44;
    }
    const { lines, sections } = await read(texts);
    expect(lines).toContain('Jul. 2022 – Nov. 2022 Summer Intern, Brackwater Foundation');
    expect(sections.work.map((w) => [w.start, w.end])).toEqual([['2022-07', '2022-11'], ['2020-02', '2022-06'], ['2018', '2020']]);
  });
});

describe('PDF text with TeX accent glyphs', () => {
  it('reads an accent glyph set back over the next letter as one accented word', async () => {
    // "Formaci ´" then "on" starting back over the accent, as TeX sets accents in fonts without "ó".
    const texts: Text[] = [
      { x: 60, y: 100, text: 'Formaci \u00b4' },
      { x: 60 + 4.1 * 10 - 3, y: 100, text: 'on' },
      { x: 60, y: 120, text: 'Probl`' },
      { x: 84, y: 120, text: 'emes' },
    ];
    const { lines } = await read(texts);
    expect(lines).toEqual(['Formación', 'Problèmes']);
  });
});
