// The terminal rendering of `parser parse --explain` (explain-view.ts). Invented data.
import { describe, expect, it } from 'vitest';
import { explainPairs } from '../../src/cli/explain-view.js';
import type { ParsedResume } from '../../src/domain/parsed-resume.js';

const resume = (explain?: ParsedResume['explain']): ParsedResume => ({
  person: { last: 'Probst', first: 'Karl', birth_date: '', email: ['karl@example.org'], phone: [], category: null, address: { street: '', city: '', zip: '' }, tags: [], face: '' },
  jobs: [], keywords: '', content: '', images: [], ...(explain ? { explain } : {}),
});

describe('explainPairs', () => {
  it('prints nothing without evidence', () => {
    expect(explainPairs(resume())).toEqual([]);
  });

  it('prints confidence, source and features per field, and "not found" for empty ones', () => {
    const pairs = explainPairs(resume({
      name: { value: { first: 'Karl', last: 'Probst' }, source: { page: 1, line: 2, cell: 2, text: 'Name\tKarl Probst' }, features: [{ name: 'labelled', weight: 8 }, { name: 'job-title', weight: -6 }], confidence: 0.91 },
      address: { value: { street: '', city: '', zip: '' }, source: null, features: [], confidence: 0 },
      email: { value: ['karl@example.org'], source: null, features: [], confidence: 0.95, items: [
        { value: 'karl@example.org', source: { page: 1, line: 3, text: 'karl@example.org' }, features: [{ name: 'address-pattern', weight: 1 }], confidence: 0.95 },
      ] },
    }));
    expect(pairs).toEqual([
      ['why name', '0.91  p1 l2 c2  labelled+8 job-title-6'],
      ['why address', 'not found'],
      ['why e-mail', 'karl@example.org  0.95  p1 l3  address-pattern+1'],
    ]);
  });
});
