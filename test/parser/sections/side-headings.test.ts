// Dated sections that are neither jobs nor studies (projects, volunteering, publications, awards, talks, memberships, further
// training) under their usual headings in the nine languages: each heading ends the work or education section above it, so
// its entries are no jobs or studies; further training is read as certificates. Invented people, bodies and places.
import { describe, it, expect } from 'vitest';
import { extractSections } from '../../../src/parser/sections/index.js';
import { headingKindOf } from '../../../src/parser/sections/vocabulary.js';

describe('side section headings', () => {
  it('are headings of other sections in the nine languages', () => {
    for (const heading of ['Honours and Awards', 'Conferences', 'Talks', 'Selected Projects', 'Ehrenamtliches Engagement', 'Auszeichnungen',
      'Vorträge', 'Bénévolat', 'Prix et distinctions', 'Conférences', 'Adhésions', 'Voluntariado', 'Publicaciones', 'Premios',
      'Conferencias', 'Afiliaciones', 'Volontariato', 'Premi e riconoscimenti', 'Conferenze', 'Associazioni', 'Wolontariat', 'Publikacje',
      'Nagrody', 'Konferencje', 'Członkostwo', 'Projektek', 'Önkéntes munka', 'Publikációk', 'Díjak', 'Konferenciák', 'Tagságok',
      'Vrijwilligerswerk', 'Publicaties', 'Prijzen', 'Lezingen', 'Lidmaatschappen', 'Publicações', 'Prémios', 'Palestras', 'Associações',
      'VOLUNTARIADO:', 'B É N É V O L A T']) {
      expect(headingKindOf(heading), heading).toBe('other');
    }
  });

  it('further training is read as certificates', () => {
    for (const heading of ['Szakmai továbbképzések', 'Cursos complementares', 'Formación complementaria', 'Further Training']) {
      expect(headingKindOf(heading), heading).toBe('certificates');
    }
  });

  it('a volunteering section between work and education holds no job, and its town is no study', () => {
    const sections = extractSections(['Example Person', 'Experiencia laboral', 'Analista de datos, Ejemplo Datos S.L.', '03/2021 – actualidad',
      'Voluntariado', 'Voluntaria, Asociación Vecinal Ejemplar, Sevilla', '2018 – 2020', 'Formación', 'Grado en Economía', '2017',
      'Universidad de Ejemplo'].join('\n'));
    expect(sections.work.map((w) => w.employer)).toEqual(['Ejemplo Datos S.L.']);
    expect(sections.education).toHaveLength(1);
  });

  it('projects before the work and awards and talks after the studies are neither jobs nor studies', () => {
    const sections = extractSections(['Example Person', 'Projektek', 'Projektvezető, Példa Útvonaltervező', '2020 – 2021', 'Szakmai tapasztalat',
      'Példa Kft., Adatelemző', '2019 – jelenleg', 'Tanulmányok', 'Közgazdász BSc', '2018', 'Példa Egyetem', 'Díjak',
      'Az év dolgozója díj, Példa Alapítvány, 2022', 'Konferenciák', 'Adattisztítás nagyban, Példa Adatnapok, Szeged', '2023'].join('\n'));
    expect(sections.work.map((w) => w.employer)).toEqual(['Példa Kft.']);
    expect(sections.education.map((e) => e.institution)).toEqual(['Példa Egyetem']);
  });

  it('further training under its heading is certificates, not studies', () => {
    const sections = extractSections(['Example Person', 'Formação', 'Licenciatura em Gestão', '2016', 'Universidade de Exemplo',
      'Cursos complementares', 'Curso de análise de dados, Exemplo Online', '2021'].join('\n'));
    expect(sections.education).toHaveLength(1);
    expect(sections.certificates.map((c) => c.name)).toEqual(['Curso de análise de dados']);
  });
});
