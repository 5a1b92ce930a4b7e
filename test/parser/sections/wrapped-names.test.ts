// A firm's or a school's name wrapped over two header lines by a narrow column. All names are invented.
import { describe, expect, it } from 'vitest';
import { joinWrappedNames } from '../../../src/parser/sections/wrapped-names.js';
import { readWork } from '../../../src/parser/sections/work.js';
import { isTitle } from '../../../src/parser/sections/roles.js';

describe('a name wrapped over two lines', () => {
  it('joins a legal form alone under its name', () => {
    expect(joinWrappedNames(['Penedelo Consultores,', 'Lda.', 'Gestora de projetos'])).toEqual(['Penedelo Consultores, Lda.', 'Gestora de projetos']);
    expect(joinWrappedNames(['Brzozowiecki i Wspólnicy', 'Sp. j.', 'Księgowa'])).toEqual(['Brzozowiecki i Wspólnicy Sp. j.', 'Księgowa']);
  });

  it('joins a school cut after a joining word', () => {
    expect(joinWrappedNames(['Instituto Politécnico de', 'Vilarandelo', 'Mestrado em Gestão'])).toEqual(['Instituto Politécnico de Vilarandelo', 'Mestrado em Gestão']);
  });

  it('joins a name of one unknown word over the words that end on its form, over a title', () => {
    expect(joinWrappedNames(['Olszynowiecki', 'Budownictwo S.A.', 'Programista'])).toEqual(['Olszynowiecki Budownictwo S.A.', 'Programista']);
  });

  it('joins a school\'s word alone under the name it ends, over a degree', () => {
    expect(joinWrappedNames(['Kőrösparti Műszaki', 'Egyetem', 'Gépészmérnök BSc'])).toEqual(['Kőrösparti Műszaki Egyetem', 'Gépészmérnök BSc']);
    expect(joinWrappedNames(['Kőrösparti Műszaki', 'Egyetem', 'Gépészmérnök BSc\tJun 2014 – Jun 2017']))
      .toEqual(['Kőrösparti Műszaki Egyetem', 'Gépészmérnök BSc\tJun 2014 – Jun 2017']);
    // A degree over its school is no name wrapped.
    expect(joinWrappedNames(['Gépészmérnök BSc', 'Egyetem', 'Jun 2014 – Jun 2017'])).toEqual(['Gépészmérnök BSc', 'Egyetem', 'Jun 2014 – Jun 2017']);
  });

  it('leaves a title over its firm, and lines that are no pieces of a name', () => {
    expect(joinWrappedNames(['Programista', 'Budownictwo S.A.', 'Analityk'])).toEqual(['Programista', 'Budownictwo S.A.', 'Analityk']);
    expect(joinWrappedNames(['Hedgewright', 'Example Orchards Ltd', 'Mar 2020 – Jan 2022'])).toEqual(['Hedgewright', 'Example Orchards Ltd', 'Mar 2020 – Jan 2022']);
    expect(joinWrappedNames(['Counted the stock of', 'Example Ltd'])).toEqual(['Counted the stock of', 'Example Ltd']);
  });

  it('gives the job its whole employer', () => {
    expect(readWork(['Penedelo Consultores,', 'Lda.', 'Gestora de projetos', 'Nov 2021 – Feb 2025', 'Coordenação de uma equipa de oito pessoas.'])
      .map((j) => [j.position, j.employer])).toEqual([['Gestora de projetos', 'Penedelo Consultores, Lda.']]);
  });
});

describe('the feminine "técnica" is a title', () => {
  it('as "técnico" is', () => {
    expect(isTitle('Técnica de contabilidade')).toBe(true);
  });
});

describe('a work heading cell beside a wrapped firm', () => {
  it('opens the work section: the name and the line under it are one firm', async () => {
    const { splitSections } = await import('../../../src/parser/sections/split.js');
    const sections = splitSections([
      'Anna Wierzbicka', 'Work\tJesionowa Systemy', 'S.A.', 'Księgowa', 'Apr 2021 – May 2024', 'Prowadziłam rozliczenia miesięczne.',
    ]);
    const work = sections.find((s) => s.kind === 'work');
    expect(work?.lines).toEqual(['Jesionowa Systemy', 'S.A.', 'Księgowa', 'Apr 2021 – May 2024', 'Prowadziłam rozliczenia miesięczne.']);
    expect(readWork(work!.lines).map((j) => [j.position, j.employer])).toEqual([['Księgowa', 'Jesionowa Systemy S.A.']]);
  });
});

describe('an education heading cell beside a wrapped school', () => {
  it('opens the education section', async () => {
    const { splitSections } = await import('../../../src/parser/sections/split.js');
    const sections = splitSections(['Kata Szilvási', 'Education\tSárközi', 'Tudományegyetem', 'Pénzügy és számvitel BA', 'Jun 2014 – Jun 2017']);
    expect(sections.find((s) => s.kind === 'education')?.lines).toEqual(['Sárközi', 'Tudományegyetem', 'Pénzügy és számvitel BA', 'Jun 2014 – Jun 2017']);
  });
});
