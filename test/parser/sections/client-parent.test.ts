// A consultancy's own job over the client rows of the projects done there: the parent is a job of its own, with its own
// period (its open end too). All firms, clients, towns and titles are invented.
import { describe, expect, it } from 'vitest';
import { readWork } from '../../../src/parser/sections/work.js';

const read = (lines: string[]): string[][] => readWork(lines).map((w) => [w.position, w.employer, w.start, w.end]);

const parentOverClients = [
  'Brindlecourt',
  '06/2019 - Present',
  'Client\tHollowmere Water Board',
  'Period\t09/2019 - Present',
  'Location\tCorrowby',
  'Role\tData Engineer',
  'Built the meter readings pipeline.',
  'Client\tBrindlecourt – Onboarding Academy',
  'Period\t06/2019 – 08/2019',
  'Location\tHatchmoor',
];

describe('a parent employer over client rows', () => {
  it('is a job of its own, open-ended as printed; a client row naming the parent itself without a title adds nothing', () => {
    expect(read(parentOverClients)).toEqual([
      ['', 'Brindlecourt', '2019-06', ''],
      ['Data Engineer', 'Hollowmere Water Board', '2019-09', ''],
    ]);
  });

  it('is found with its period beside its name (a left or right date column), the client rows keeping their clients', () => {
    const beside = (line: string) => [line, 'Client\tBrindlecourt – Onboarding Academy', 'Period\t06/2019 – 08/2019',
      'Client\tHollowmere Water Board – Meter Pipeline', 'Period\t09/2019 - Present', 'Role\tData Engineer', 'Built the meter readings pipeline.',
      'Client\tCorrowby Transit – Fare Audit', 'Period\t01/2019 – 08/2019', 'Role\tAnalyst', 'Audited the fares.'];
    for (const line of ['Brindlecourt\t06/2019 - Present', '06/2019 - Present\tBrindlecourt']) {
      expect(read(beside(line)), line).toEqual([
        ['', 'Brindlecourt', '2019-06', ''],
        ['Data Engineer', 'Hollowmere Water Board', '2019-09', ''],
        ['Analyst', 'Corrowby Transit', '2019-01', '2019-08'],
      ]);
    }
  });

  it('is no job where the client rows fall outside its period, or where the next entry opens with no client row', () => {
    const outside = [...parentOverClients];
    outside[3] = 'Period\t09/2017 - 05/2019';
    expect(read(outside)).not.toContainEqual(['', 'Brindlecourt', '2019-06', '']);
    expect(read(['Brindlecourt', '06/2019 - Present', 'Data Engineer, Hollowmere Water Board\t09/2019 - Present'])
      .map((w) => w[1])).not.toContain('Brindlecourt');
  });

  it('is no job when the lone line is a title, a school or a place', () => {
    const titled = ['Data Engineer', ...parentOverClients.slice(1)];
    expect(read(titled)[0]).not.toEqual(['', 'Data Engineer', '2019-06', '']);
    expect(read(titled).map((w) => w[1])).not.toContain('Data Engineer');
  });
});
