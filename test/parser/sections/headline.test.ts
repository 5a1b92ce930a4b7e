// The headline under the name, JSON Resume's basics.label: invented CVs.
import { describe, expect, it } from 'vitest';
import { findHeadline } from '../../../src/parser/sections/headline.js';
import { extractSections } from '../../../src/parser/sections/index.js';
import { toJsonResume } from '../../../src/domain/json-resume.js';
import type { ParsedResume } from '../../../src/domain/parsed-resume.js';

describe('findHeadline', () => {
  it('takes the title line under the name', () => {
    expect(findHeadline(['Orsolya Venkel', 'Registered Nurse', 'orsolya.venkel@example.org'])).toBe('Registered Nurse');
    expect(findHeadline(['Brannoc Teague', 'brannoc@example.com | +44 7700 900111', 'Backend Developer'])).toBe('Backend Developer');
  });

  it('is not a title of the work history, nor a contact or prose line', () => {
    expect(findHeadline(['Brannoc Teague', 'Experience', 'Backend Developer', 'Quillby Ltd'])).toBeUndefined();
    expect(findHeadline(['Brannoc Teague', 'Leeds, UK', 'I enjoy building reliable systems for small teams'])).toBeUndefined();
    expect(findHeadline(['Brannoc Teague', 'Developer since 2015'])).toBeUndefined();
  });
});

const resume = (content: string): ParsedResume => ({
  person: { last: 'Teague', first: 'Brannoc', birth_date: '', email: [], phone: [], category: null,
    address: { street: '', city: '', zip: '' }, tags: [], face: '' },
  jobs: [], keywords: '', content, images: [],
});

describe('basics.label', () => {
  const withWork = 'Experience\n2021 – present\nSupport Engineer\nQuillby Ltd\n';

  it('is the headline when the CV prints one, not the latest position', () => {
    const content = `Brannoc Teague\nBackend Developer\n${withWork}`;
    expect(toJsonResume(resume(content), extractSections(content)).basics.label).toBe('Backend Developer');
  });

  it('is the latest position when there is no headline', () => {
    const content = `Brannoc Teague\n${withWork}`;
    const sections = extractSections(content);
    expect(sections.headline).toBeUndefined();
    expect(sections.work[0]?.position).toBe('Support Engineer');
    expect(toJsonResume(resume(content), sections).basics.label).toBe('Support Engineer');
  });
});
