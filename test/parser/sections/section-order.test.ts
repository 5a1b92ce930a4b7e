// The order of unknown job headers decided once per work section from the evidence of all its entries. Every title,
// employer and town here is invented, and none is a word the role lists know.
import { describe, expect, it } from 'vitest';
import {
  agentLike, employerEvidence, placeEvidence, sectionOrder, titleEvidence, withSectionOrder,
} from '../../../src/parser/sections/section-order.js';
import { readWork } from '../../../src/parser/sections/work.js';
import type { Entry } from '../../../src/parser/sections/entries.js';

const pairs = (lines: readonly string[]): string[][] => readWork(lines).map((w) => [w.position, w.employer, w.location]);

describe('the evidence of one part', () => {
  it('knows words for a person who does a job by their ending, in several languages', () => {
    for (const title of ['Lanternsmith', 'Kelpwright', 'Saltgatherer', 'Ferrotypist', 'Dorfhüterin', 'Tonnelière', 'Cestera',
      'Vetraista', 'Impagliatore', 'Kiszolgáló', 'Bartnik', 'Ferryman']) {
      expect(agentLike(title), title).toBe(true);
    }
    for (const name of ['Quellbrook', 'Mossfield Kettle', 'Crestmoor', 'Grand Hotel', 'Dunwold Restaurant', 'Ashgrove']) {
      expect(agentLike(name), name).toBe(false);
    }
  });

  it('reads a lower-case word after the first as a title, partners, acronyms and plurals as an employer', () => {
    expect(titleEvidence('Técnica de salinas')).toBeGreaterThan(0);
    expect(employerEvidence('Técnica de salinas')).toBeLessThan(0);
    expect(employerEvidence('Pellow & Strand')).toBeGreaterThan(0);
    expect(employerEvidence('QVR Saltworks')).toBeGreaterThan(0);
    expect(employerEvidence('Dunwold Lanterns')).toBeGreaterThan(0);
    expect(titleEvidence('Dunwold Lanterns')).toBeLessThan(0);
    // "Glass" is no plural.
    expect(employerEvidence('Dunwold Glass')).toBe(0);
  });

  it('finds a single capitalised word town-like, a long name or a lower-case phrase not', () => {
    expect(placeEvidence('Harrowby')).toBeGreaterThan(placeEvidence('Harrowby Cliff Dune Works'));
    expect(placeEvidence('Técnica de salinas')).toBeLessThan(0);
  });
});

describe('the order of a section', () => {
  const lineOf = [0, 0, 0];

  it('turns the section round when its entries together show the employer first', () => {
    const rows = [['Dunwold Lanterns', 'Harrowby', 'Kelpwright'], ['Pellow & Strand', 'Cobbleford', 'Saltgatherer']];
    expect(sectionOrder(rows, { title: 0, employer: 1, location: 2 }, lineOf)).toEqual({ title: 2, employer: 0, location: 1 });
  });

  it('keeps the title-first order when it already fits, and when the evidence is even', () => {
    const fits = [['Kelpwright', 'Dunwold Lanterns', 'Harrowby'], ['Saltgatherer', 'Pellow & Strand', 'Cobbleford']];
    expect(sectionOrder(fits, { title: 0, employer: 1, location: 2 }, lineOf)).toBeUndefined();
    // Nothing tells "Quellbrook" from "Ashgrove" or "Mossfield" from "Tarn": no order leads.
    expect(sectionOrder([['Quellbrook', 'Ashgrove'], ['Mossfield', 'Tarn']], { title: 0, employer: 1 }, [0, 0])).toBeUndefined();
  });

  it('needs a hint on both sides of a single entry to turn it round: opposed hints leave the title-first order', () => {
    expect(sectionOrder([['Quellbrook Lanterns', 'Ferryman']], { title: 0, employer: 1 }, [0, 0])).toEqual({ title: 1, employer: 0 });
    // "Cooper" ends like a doer as much as "Ferryman": nothing says which is the firm.
    expect(sectionOrder([['Fenwick Cooper', 'Ferryman']], { title: 0, employer: 1 }, [0, 0])).toBeUndefined();
  });

  it('leaves sections alone whose entries print different shapes or read differently', () => {
    const entry = (parts: string[]): Entry => ({ period: { start: '2019', end: '2021', current: false, index: 0, length: 0 },
      parts, lines: [{ text: parts.join(', '), parts }] });
    const entries = [entry(['Dunwold Lanterns', 'Kelpwright']), entry(['Pellow & Strand', 'Saltgatherer'])];
    const read = [
      { position: 'Dunwold Lanterns', employer: 'Kelpwright', location: '', start: '2019', end: '2021', current: false },
      { position: 'Saltgatherer', employer: 'Pellow & Strand', location: '', start: '2016', end: '2019', current: false },
    ];
    expect(withSectionOrder(entries, read)).toEqual(read);
    const alike = [read[0]!, { ...read[1]!, position: 'Pellow & Strand', employer: 'Saltgatherer' }];
    expect(withSectionOrder(entries, alike).map((w) => w?.position)).toEqual(['Kelpwright', 'Saltgatherer']);
  });
});

describe('work sections read through the section order', () => {
  it('reads "Employer, Town, Title" with unknown words the right way round', () => {
    expect(pairs([
      'Dunwold Lanterns, Harrowby, Kelpwright\t2020 – present', 'Mended the nets of the fleet.',
      'Pellow & Strand, Cobbleford, Saltgatherer\t2016 – 2020', 'Raked the pans every tide.',
    ])).toEqual([['Kelpwright', 'Dunwold Lanterns', 'Harrowby'], ['Saltgatherer', 'Pellow & Strand', 'Cobbleford']]);
  });

  it('reads "Employer, Title" and "Employer | Title" the right way round', () => {
    expect(pairs([
      'Dunwold Lanterns | Kelpwright\t2020 – present', 'Mended the nets of the fleet.',
      'Pellow & Strand | Saltgatherer\t2016 – 2020', 'Raked the pans every tide.',
    ])).toEqual([['Kelpwright', 'Dunwold Lanterns', ''], ['Saltgatherer', 'Pellow & Strand', '']]);
  });

  it('keeps title-first sections as they are', () => {
    expect(pairs([
      'Kelpwright, Dunwold Lanterns, Harrowby\t2020 – present', 'Mended the nets of the fleet.',
      'Saltgatherer, Pellow & Strand, Cobbleford\t2016 – 2020', 'Raked the pans every tide.',
    ])).toEqual([['Kelpwright', 'Dunwold Lanterns', 'Harrowby'], ['Saltgatherer', 'Pellow & Strand', 'Cobbleford']]);
  });

  it('lets known entries decide through their template, not the weak evidence', () => {
    // The known title shows the employer-first template; the unknown entry follows it.
    expect(pairs([
      'Dunwold Lanterns, Accountant\t2020 – present', 'Kept the books.',
      'Quellbrook Mill, Ashgrove\t2016 – 2020', 'Kept the mill.',
    ]).map(([t, e]) => [t, e])).toEqual([['Accountant', 'Dunwold Lanterns'], ['Ashgrove', 'Quellbrook Mill']]);
  });
});

describe('stacked headers below the period, in any order', () => {
  it('seats an unknown title and a town on lines of their own beside a known firm', () => {
    expect(pairs([
      '2020 – present', 'Dunwold Lanterns Ltd', 'Harrowby', 'Kelpwright', '• Mended the nets of the fleet',
      '2016 – 2020', 'Pellow & Strand GmbH', 'Cobbleford', 'Saltgatherer', '• Raked the pans every tide',
    ])).toEqual([['Kelpwright', 'Dunwold Lanterns Ltd', 'Harrowby'], ['Saltgatherer', 'Pellow & Strand GmbH', 'Cobbleford']]);
  });

  it('reads unknown employers first and titles last the right way round', () => {
    expect(pairs([
      '2020 – present', 'Dunwold Lanterns', 'Harrowby', 'Kelpwright', '• Mended the nets of the fleet',
      '2016 – 2020', 'Pellow & Strand', 'Cobbleford', 'Saltgatherer', '• Raked the pans every tide',
    ])).toEqual([['Kelpwright', 'Dunwold Lanterns', 'Harrowby'], ['Saltgatherer', 'Pellow & Strand', 'Cobbleford']]);
  });
});

describe('templates mixed within one section', () => {
  it('reads each mark as its own template and leaves "Title at Employer" as its words say', () => {
    expect(pairs([
      'Kelpwright at Dunwold Lanterns\t2020 – present', '• Mended the nets of the fleet',
      'Pellow & Strand | Saltgatherer\t2016 – 2020', '• Raked the pans every tide',
      'Tidewatcher – Quellbrook Mills\t2014 – 2016', '• Watched the tides',
    ]).map(([t, e]) => [t, e])).toEqual([
      ['Kelpwright', 'Dunwold Lanterns'], ['Saltgatherer', 'Pellow & Strand'], ['Tidewatcher', 'Quellbrook Mills'],
    ]);
  });

  it('never turns round a header that says "at", however employer-like its title looks', () => {
    const entries: Entry[] = [{
      period: { start: '2020', end: '', current: true, index: 0, length: 0 }, parts: ['Dunwold Lanterns', 'Kelpwright'],
      lines: [{ text: 'Dunwold Lanterns at Kelpwright', parts: ['Dunwold Lanterns', 'Kelpwright'] }],
    }];
    const read = [{ position: 'Dunwold Lanterns', employer: 'Kelpwright', location: '', start: '2020', end: '', current: true }];
    expect(withSectionOrder(entries, read, [true])).toEqual(read);
    expect(withSectionOrder(entries, read)[0]!.position).toBe('Kelpwright');
  });
});
