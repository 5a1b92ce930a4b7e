// A title and its firm on one line with nothing between them, as a web template prints them (apart only by colour) and a
// PDF's text then reads them. All firms and titles are invented.
import { describe, expect, it } from 'vitest';
import { titleThenFirm } from '../../../src/parser/sections/title-then-firm.js';
import { readWork } from '../../../src/parser/sections/work.js';

describe('a title glued before its firm', () => {
  it('is cut where a known title ends and a name closing on a legal form begins', () => {
    expect(titleThenFirm('Analista de datos Quillmere Logística, S.L.')).toEqual(['Analista de datos', 'Quillmere Logística, S.L.']);
    expect(titleThenFirm('Senior Data Analyst Hollowfen Systems Ltd')).toEqual(['Senior Data Analyst', 'Hollowfen Systems Ltd']);
    expect(titleThenFirm('Sviluppatore software Ferrabosco Sistemi S.r.l.')).toEqual(['Sviluppatore software', 'Ferrabosco Sistemi S.r.l.']);
  });

  it('in capitals, after the title\'s joining words', () => {
    expect(titleThenFirm('CHEF DE PROJET BRUYÈRECOURT CONSEIL SARL')).toEqual(['CHEF DE PROJET', 'BRUYÈRECOURT CONSEIL SARL']);
    expect(titleThenFirm('TÉCNICA DE CONTABILIDADE PENEDELO & FILHOS, LDA.')).toEqual(['TÉCNICA DE CONTABILIDADE', 'PENEDELO & FILHOS, LDA.']);
    // A title word further on ("ENGINEER") says the title goes on past a word the lists do not know ("PROGRAM").
    expect(titleThenFirm('LEAD PROGRAM ENGINEER QUELLBACH GMBH')).toEqual(['LEAD PROGRAM ENGINEER', 'QUELLBACH GMBH']);
    // A firm holding a title's word ("ENGINEERING") is cut at the first cut still.
    expect(titleThenFirm('DATA ANALYST ENGINEERING PARTNERS GMBH')).toEqual(['DATA ANALYST', 'ENGINEERING PARTNERS GMBH']);
  });

  it('leaves a firm alone, and a name with no legal form', () => {
    expect(titleThenFirm('Hollowfen Systems Ltd')).toEqual(['Hollowfen Systems Ltd']);
    expect(titleThenFirm('Data Analyst Hollowfen Systems')).toEqual(['Data Analyst Hollowfen Systems']);
    expect(titleThenFirm('Warehouse Hollowfen Systems Ltd')).toEqual(['Warehouse Hollowfen Systems Ltd']);
  });

  it('is cut before partners\' names, which need no legal form', () => {
    expect(titleThenFirm('SENIOR METRICS SUPERVISOR QUELLO E BRANDIMARTE')).toEqual(['SENIOR METRICS SUPERVISOR', 'QUELLO E BRANDIMARTE']);
    expect(titleThenFirm('Regional Sales Manager Ashcombe, Pellow and Drayfield')).toEqual(['Regional Sales Manager', 'Ashcombe, Pellow and Drayfield']);
    expect(titleThenFirm('CHEF DE PROJET VERNIOLLE ET GARAUDY')).toEqual(['CHEF DE PROJET', 'VERNIOLLE ET GARAUDY']);
    // A title whose own words are joined by "and" stays whole.
    expect(titleThenFirm('Director Sales and Marketing')).toEqual(['Director Sales and Marketing']);
    expect(titleThenFirm('Head of Finance and Procurement')).toEqual(['Head of Finance and Procurement']);
    expect(titleThenFirm('Manager Operations and Logistics')).toEqual(['Manager Operations and Logistics']);
    expect(titleThenFirm('Health and Safety Officer')).toEqual(['Health and Safety Officer']);
  });

  it('is cut before two surnames joined by a hyphen, ending the line', () => {
    expect(titleThenFirm('NATIONAL WEB MANAGER QUELLMANN-BRANDL')).toEqual(['NATIONAL WEB MANAGER', 'QUELLMANN-BRANDL']);
    expect(titleThenFirm('Regional Sales Manager Wierzbicka-Kołodziej')).toEqual(['Regional Sales Manager', 'Wierzbicka-Kołodziej']);
    // A title's own hyphened words stay in the title; so does a last word of one piece.
    expect(titleThenFirm('Chief Executive Co-Founder')).toEqual(['Chief Executive Co-Founder']);
    expect(titleThenFirm('Senior Developer Front-End')).toEqual(['Senior Developer Front-End']);
    expect(titleThenFirm('Regional Sales Manager Quellmann')).toEqual(['Regional Sales Manager Quellmann']);
  });

  it('gives the job its title and employer', () => {
    expect(readWork(['ANALYSTE DE DONNÉES VERMANDOIS INDUSTRIES SA', 'Mar 2022 - Jan 2025 (2 years 10 months)', 'Conçu les tableaux de bord mensuels.'])
      .map((j) => [j.position, j.employer])).toEqual([['ANALYSTE DE DONNÉES', 'VERMANDOIS INDUSTRIES SA']]);
  });
});
