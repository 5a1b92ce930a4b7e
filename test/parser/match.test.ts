import { describe, it, expect } from 'vitest';
import { matchJobs, scoreJobs } from '../../src/parser/match.js';
import { emptyFields } from '../../src/parser/fields/index.js';
import type { MatchableJob } from '../../src/parser/types.js';

const job = (id: number, title: string, category: number[], text = ''): MatchableJob => ({ id, title, category, text });
const jobs = [
  job(1, 'Accountant', [4], 'Bookkeeping, payroll, SAP'),
  job(2, 'Senior Python Developer', [1], 'Django, PostgreSQL, Docker'),
  job(3, 'Frontend Engineer', [1], 'React and TypeScript'),
  job(4, 'Forklift driver', [15], 'Warehouse'),
  job(5, 'Backend Engineer', [1], 'Java, Spring'),
];
const fields = { ...emptyFields(), category: 1, tags: ['Python', 'Django', 'React'], keywords: 'Python, Django, React, Code review' };

describe('matchJobs', () => {
  it('orders by category + tag overlap, title hits first', () => {
    expect(matchJobs(fields, 'Python developer', jobs)).toEqual([2, 3, 5]);
  });
  it('leaves out jobs that share nothing', () => {
    expect(matchJobs(fields, '', jobs)).not.toContain(4);
    expect(matchJobs(emptyFields(), '', jobs)).toEqual([]);
  });
  it('respects the limit', () => expect(matchJobs(fields, '', jobs, 1)).toEqual([2]));
  it('matches on the CV text for the job title', () => {
    expect(matchJobs({ ...emptyFields(), category: 4 }, 'Accountant with ten years of experience', jobs)).toEqual([1]);
  });
  it('scores every job', () => expect(scoreJobs(fields, '', jobs).map((s) => s.id).sort()).toEqual([1, 2, 3, 4, 5]));
});
