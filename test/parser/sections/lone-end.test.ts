// Periods as web templates print them: a job with its end only ("– Jun 2019", "until 2019"), a start over its end, two years
// side by side.
import { describe, expect, it } from 'vitest';
import { findLoneEnd } from '../../../src/parser/sections/periods.js';
import { readWork } from '../../../src/parser/sections/work.js';

describe('findLoneEnd', () => {
  it.each([
    ['– Jun 2019', '2019-06'], ['- 2019-06-01', '2019-06'], ['until 2019', '2019'], ['bis 06/2019', '2019-06'], ['- Jul, 2022', '2022-07'],
  ])('%s ends %s', (line, end) => {
    expect(findLoneEnd(line)).toMatchObject({ start: '', end, current: false });
  });

  it.each(['Jun 2019', '2019', 'Mar 2017 – Jun 2019', '- Planned the 2019 budget', 'Elmbury – 2019 Office'])('%s is no lone end', (line) => {
    expect(findLoneEnd(line)).toBeUndefined();
  });
});

describe('readWork: a job printed with its end only', () => {
  const jobs = (last: string[]) => readWork([
    'Fenwick Logistik GmbH', 'Lagerplanerin', 'Mar 2021 – Aug 2024', 'Led the yard team.',
    ...last, 'Ran the night shift.',
  ]);

  it.each([
    [['Quellbach Handel AG', 'Disponentin', '– Jun 2019']],
    [['Quellbach Handel AG', 'Disponentin', 'until 2019']],
    [['Quellbach Handel AG', '- 2019-06-01', 'Disponentin']],
  ])('is found with its end: %j', (last) => {
    const work = jobs(last);
    expect(work).toHaveLength(2);
    expect(work[1]).toMatchObject({ employer: 'Quellbach Handel AG', position: 'Disponentin', start: '', end: expect.stringMatching(/^2019/) });
  });

  it('a period printed over two lines, its end under its start, stays one period', () => {
    const work = readWork(['Fenwick Logistik GmbH', 'Lagerplanerin', '2021-03-01', '- 2024-08-01', 'Led the yard team.']);
    expect(work).toHaveLength(1);
    expect(work[0]).toMatchObject({ start: '2021-03', end: '2024-08' });
  });
});

describe('findPeriod: two years side by side, alone on the line', () => {
  it('"2015 2018" is a period', async () => {
    const { findPeriod } = await import('../../../src/parser/sections/periods.js');
    expect(findPeriod('2015 2018')).toMatchObject({ start: '2015', end: '2018' });
    expect(findPeriod('2018 2015')).toBeUndefined();
    expect(findPeriod('Budget 2015 2018')).toBeUndefined();
  });
});

describe('findLoneEnd: the end alone in the row\'s last cell', () => {
  it.each([
    ['Quellbach Handel AG\t– Jun 2019', '2019-06'], ['Disponentin\t- 2019-06-01', '2019-06'],
  ])('%s ends %s', (line, end) => {
    expect(findLoneEnd(line)).toMatchObject({ start: '', end, index: line.indexOf('\t') + 1 });
  });

  it('a cell with more than the end is none', () => {
    expect(findLoneEnd('Quellbach Handel AG\t– Jun 2019 Elmstadt')).toBeUndefined();
  });

  it.each([
    [['Quellbach Handel AG\t– Jun 2019', 'Disponentin']],
    [['Quellbach Handel AG', 'Disponentin\t- 2019-06-01']],
  ])('the job is found with its end: %j', (last) => {
    const work = readWork([
      'Fenwick Logistik GmbH\tMar 2021 – Aug 2024', 'Lagerplanerin', 'Led the yard team.', ...last, 'Ran the night shift.',
    ]);
    expect(work).toHaveLength(2);
    expect(work[1]).toMatchObject({ employer: 'Quellbach Handel AG', position: 'Disponentin', start: '', end: expect.stringMatching(/^2019/) });
  });
});

describe('findLoneEnd: an arrow before the end, or the end after its header on one line', () => {
  it.each([
    ['→ 2019-06-01', '2019-06', 0], ['➔ Jun 2019', '2019-06', 0],
    ['Disponentin - Jun 2019', '2019-06', 12], ['Quellbach Handel AG – 06/2019', '2019-06', 20],
  ])('%s ends %s', (line, end, index) => {
    expect(findLoneEnd(line)).toMatchObject({ start: '', end, current: false, index });
  });

  it.each(['Won the award – 2019', '• Led the yard team - Jun 2019', 'Cut costs by 20 % - Jun 2019', 'Elmbury – Jun 2019 Office'])(
    '%s is no lone end', (line) => {
      expect(findLoneEnd(line)).toBeUndefined();
    });

  it('readWork: the last job, its end after its title on the title\'s line, is found with its end', () => {
    const work = readWork([
      'Fenwick Logistik GmbH', 'Lagerplanerin\tMar 2021 - Aug 2024', 'Led the yard team.',
      'Quellbach Handel AG', 'Disponentin - Jun 2019', 'Ran the night shift.',
    ]);
    expect(work).toHaveLength(2);
    expect(work[1]).toMatchObject({ employer: 'Quellbach Handel AG', position: 'Disponentin', start: '', end: '2019-06' });
  });
});
