// A title written in sentence case (French, Spanish, Italian, Portuguese: its long words small after the first) is no duty
// sentence: it opens on a title's word and the "of" after it. All people, firms and duties are invented.
import { describe, expect, it } from 'vitest';
import { extractSections } from '../../../src/parser/sections/index.js';
import { isDetailLine } from '../../../src/parser/sections/entries.js';

const jobs = (lines: string[]): string[][] => extractSections(lines.join('\n')).work.map((w) => [w.employer, w.position, w.start]);

describe('a title in sentence case over "Employer | period"', () => {
  it.each([
    ['Expérience professionnelle', 'Spécialiste de la mise en œuvre client', 'Blanc SASU', 'Mise en place d’un nouvel outil de suivi.'],
    ['Experiencia laboral', 'Técnico de mantenimiento de equipos industriales', 'Talleres Orbaneja S.L.', 'Revisión de las prensas.'],
    ['Esperienza professionale', 'Addetta alla gestione delle risorse umane', 'Ferravalle S.r.l.', 'Gestione delle buste paga.'],
    ['Experiência profissional', 'Responsável da manutenção preventiva das linhas', 'Quintelas Metalurgia, Lda.', 'Revisão das linhas.'],
  ])('%s: %s', (heading, title, firm, duty) => {
    expect(jobs([heading, title, `${firm} | 03/2019-11/2022`, duty, 'Analyste', `Martin SA | 01/2016-02/2019`, 'Préparation des rapports.']))
      .toEqual([[firm, title, '2019-03'], ['Martin SA', 'Analyste', '2016-01']]);
  });

  it('is no detail line; duties that open on what was done still are', () => {
    for (const line of ['Spécialiste de la mise en œuvre client', 'Técnico de mantenimiento de equipos industriales']) {
      expect(isDetailLine(line), line).toBe(false);
    }
    for (const line of ['Mise en place de la nouvelle chaîne logistique', 'Préparation des rapports mensuels pour la direction',
      'Lead the migration of the customer database', 'Gestione delle buste paga per tutto il personale']) {
      expect(isDetailLine(line), line).toBe(true);
    }
  });
});
