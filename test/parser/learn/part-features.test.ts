// The features of a work entry's header part are what its words, its shape and its place say.
import { describe, expect, it } from 'vitest';
import { partFeatures, type HeaderContext } from '../../../src/parser/learn/part-features.js';

const oneLine: HeaderContext = {
  parts: ['Data Analyst', 'Brackwood Logistics Ltd', 'Elmbury'],
  lines: [{ text: 'Data Analyst, Brackwood Logistics Ltd | Elmbury', parts: ['Data Analyst', 'Brackwood Logistics Ltd', 'Elmbury'] }],
  ownAt: 0,
};

describe('partFeatures', () => {
  it('gives the title the word list, shape and place of a title first on its line', () => {
    const f = partFeatures(oneLine, 0);
    expect(f).toEqual(expect.arrayContaining(['bias', 'list:title', 'words:2', 'shape:each-capitalised', 'pos:first', 'sep:start',
      'line:0', 'line:period-own', 'line-pos:0', 'parts:3', 'other:company', 'end:yst', 'first-end:ata']));
    expect(f).not.toContain('list:company');
    expect(f).not.toContain('other:title');
  });

  it('gives the employer its legal form, the comma before it and the title beside it', () => {
    const f = partFeatures(oneLine, 1);
    expect(f).toEqual(expect.arrayContaining(['list:company', 'words:3', 'pos:middle', 'sep:comma', 'other:title', 'line:beside-title',
      'end:ltd']));
    expect(f).not.toContain('pos:first');
  });

  it('reads the separator, the line and the case of a part on a later line', () => {
    const header: HeaderContext = {
      parts: ['QUILLMOOR STUDIO', 'lead illustrator'],
      lines: [{ text: 'QUILLMOOR STUDIO', parts: ['QUILLMOOR STUDIO'] }, { text: '\tlead illustrator', parts: ['lead illustrator'] }],
    };
    expect(partFeatures(header, 0)).toEqual(expect.arrayContaining(['shape:all-caps', 'line:alone', 'line:0', 'line:not-last',
      'sep:start']));
    // A tab before the only text of a line is its indentation, not a cell separator.
    expect(partFeatures(header, 1)).toEqual(expect.arrayContaining(['shape:lower-start', 'line:1', 'line:last', 'line:indented',
      'sep:start', 'pos:last']));
    const cells: HeaderContext = { parts: ['Lead Illustrator', 'Quillmoor Studio'], lines: [{ text: 'Lead Illustrator\tQuillmoor Studio',
      parts: ['Lead Illustrator', 'Quillmoor Studio'] }] };
    expect(partFeatures(cells, 1)).toEqual(expect.arrayContaining(['sep:tab', 'line:cells', 'line-pos:1']));
  });

  it('is sorted, free of repeats and the same on every call', () => {
    const f = partFeatures(oneLine, 2);
    expect([...f].sort()).toEqual(f);
    expect(new Set(f).size).toBe(f.length);
    expect(partFeatures(oneLine, 2)).toEqual(f);
    expect(f).toContain('sep:bar');
  });
});
