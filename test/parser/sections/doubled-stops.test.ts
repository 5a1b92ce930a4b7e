// A template that ends each employer and school with a full stop prints a second one after a name that already ends in an
// abbreviation's ("Example Kft.", "Example S.r.l."): the name keeps one.
import { describe, expect, it } from 'vitest';
import { extractSections } from '../../../src/parser/sections/index.js';
import { splitParts } from '../../../src/parser/sections/entries.js';

describe('splitParts and a doubled full stop', () => {
  it.each([
    ['Raktáros, Kökényesi Fuvarozó Kft..', ['Raktáros', 'Kökényesi Fuvarozó Kft.']],
    ['Contabile, Orsenigo Ferramenta S.r.l..', ['Contabile', 'Orsenigo Ferramenta S.r.l.']],
    ['Analyst, Brackwater Ltd.', ['Analyst', 'Brackwater Ltd.']],
    ['Planner, Tollgate Works...', ['Planner', 'Tollgate Works...']],
  ])('%s', (line, parts) => {
    expect(splitParts(line)).toEqual(parts);
  });

  it('reads the employer of a job with one full stop', () => {
    const text = ['Szakmai tapasztalat', 'Raktáros, Kökényesi Fuvarozó Kft..\t04/2019 – 09/2023', 'Áruátvétel és leltár.'].join('\n');
    expect(extractSections(text).work.map((w) => [w.position, w.employer])).toEqual([['Raktáros', 'Kökényesi Fuvarozó Kft.']]);
  });
});
