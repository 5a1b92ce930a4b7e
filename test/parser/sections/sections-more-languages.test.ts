// Sections of invented CVs in the languages the heading vocabulary added (pt nl cs tr), with
// headings numbered or in capitals, roles printed as labels, and education without dates.
import { describe, expect, it } from 'vitest';
import { extractSections } from '../../../src/parser/sections/index.js';

describe('work and education in pt, nl, cs and tr', () => {
  it('reads a Portuguese CV with labelled roles', () => {
    const s = extractSections(`Joana Exemplo
EXPERIÊNCIA PROFISSIONAL
Empresa: Distribuidora Modelo Ltda
Função: Analista de Suporte
03/2018 – 06/2021
Atendimento a clientes internos.
FORMAÇÃO ACADÊMICA
Universidade Federal de Exemplópolis
Bacharelado em Sistemas de Informação
2017`);
    expect(s.work).toMatchObject([{ employer: 'Distribuidora Modelo Ltda', position: 'Analista de Suporte', start: '2018-03', end: '2021-06' }]);
    expect(s.education).toMatchObject([{ institution: 'Universidade Federal de Exemplópolis', end: '2017' }]);
  });

  it('reads numbered Dutch headings', () => {
    const s = extractSections(`Pieter Voorbeeld
1 Werkervaring
Ontwikkelaar bij Proefbedrijf B.V.
jan 2019 – heden
2 Opleiding
Hogeschool Voorbeeldstad
Bachelor Informatica`);
    expect(s.work).toMatchObject([{ position: 'Ontwikkelaar', employer: 'Proefbedrijf B.V.', start: '2019-01', current: true }]);
    expect(s.education).toMatchObject([{ institution: 'Hogeschool Voorbeeldstad', degree: 'Bachelor Informatica' }]);
  });

  it('reads Czech and Turkish headings and titles', () => {
    const cz = extractSections(`Pracovní zkušenosti
2020 – 2023 Programátor, Vzorová s.r.o.
Vzdělání
Gymnázium Vzorov, 2014`);
    expect(cz.work).toMatchObject([{ position: 'Programátor', start: '2020', end: '2023' }]);
    expect(cz.education).toMatchObject([{ institution: 'Gymnázium Vzorov', end: '2014' }]);
    const tr = extractSections(`İŞ DENEYİMİ
2021 – 2024 Yazılım Geliştirici, Örnek Teknoloji A.Ş.
EĞİTİM
Örnek Üniversitesi
Bilgisayar Mühendisliği Lisans`);
    expect(tr.work).toMatchObject([{ position: 'Yazılım Geliştirici', start: '2021', end: '2024' }]);
    expect(tr.education).toMatchObject([{ institution: 'Örnek Üniversitesi' }]);
  });

  it('reads undated education anchored on schools, one entry per school', () => {
    const s = extractSections(`EDUCATION
Westbrook College
Diploma in Hospitality
Lakeside University
BSc Nutrition, 2019`);
    expect(s.education).toMatchObject([
      { institution: 'Westbrook College', degree: 'Diploma', end: '' },
      { institution: 'Lakeside University', degree: 'BSc Nutrition', end: '2019' },
    ]);
  });

  it('keeps an entry without a title word when its roles are labelled, and none without', () => {
    const labelled = extractSections(`WORK EXPERIENCE
Employer: Quillon Freight
Position: Dispatcher
2015 – 2018`);
    expect(labelled.work).toMatchObject([{ employer: 'Quillon Freight', position: 'Dispatcher' }]);
    const unlabelled = extractSections(`WORK EXPERIENCE
Quillon Freight
Dispatcher
2015 – 2018`);
    expect(unlabelled.work).toEqual([]);
  });
});
