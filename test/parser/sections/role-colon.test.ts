// "vakantiestudent: warehouse hand at Example Paper, Town": a role before a colon and, after it, what the job was and the
// employer after "at" (or its word in another language). All names, employers and towns are invented.
import { describe, expect, it } from 'vitest';
import { headerOf } from '../../../src/parser/sections/entries.js';
import { readWork } from '../../../src/parser/sections/work.js';

describe('a role, a colon, and the employer after "at"', () => {
  it('keeps the header up to the next colon', () => {
    expect(headerOf('vakantiestudent: magazijnhulp bij Kessel Papier, Oakvale: dozen vouwen en laden van vrachtwagens'))
      .toBe('vakantiestudent: magazijnhulp bij Kessel Papier, Oakvale');
  });

  it('cuts at the first colon when no employer follows it', () => {
    expect(headerOf('stage bij Fernbrook Hout: bouw van een systeem voor de analyse van logbestanden'))
      .toBe('stage bij Fernbrook Hout');
    expect(headerOf('vrijwilliger: hielp bij de jaarlijkse inzameling van kleding voor de buurt')).toBe('vrijwilliger');
  });

  it('reads the job under a sub-heading, the season before its years', () => {
    const work = readWork(['Stages', '– zomer 2016: stage bij Fernbrook Hout: bouw van een systeem', 'Vakantiejobs',
      '– zomer 2012-2014: vakantiestudent: magazijnhulp bij Kessel Papier, Oakvale']);
    expect(work.map((w) => [w.position, w.employer, w.location, w.start, w.end])).toEqual([
      ['stage', 'Fernbrook Hout', '', '2016', '2016'], ['vakantiestudent: magazijnhulp', 'Kessel Papier', 'Oakvale', '2012', '2014'],
    ]);
  });
});
