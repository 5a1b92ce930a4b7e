// SPEC.md 2.6 → JSON Resume (jsonresume.org schema v1) for `parser parse --format jsonresume`.
import type { ParsedResume } from './parsed-resume.js';

export interface JsonResume {
  $schema: string;
  basics: {
    name: string;
    email?: string;
    phone?: string;
    image?: string;
    location?: { address?: string; postalCode?: string; city?: string };
    profiles: never[];
  };
  skills: { name: string }[];
  meta: { canonical?: string; version: string; extra: { emails: string[]; phones: string[]; birth_date?: string; category: number | null; jobs: number[]; keywords: string[] } };
}

export function toJsonResume(resume: ParsedResume): JsonResume {
  const { person } = resume;
  const location: NonNullable<JsonResume['basics']['location']> = {};
  if (person.address.street) location.address = person.address.street;
  if (person.address.zip) location.postalCode = person.address.zip;
  if (person.address.city) location.city = person.address.city;
  const basics: JsonResume['basics'] = { name: [person.first, person.last].filter(Boolean).join(' '), profiles: [] };
  if (person.email[0]) basics.email = person.email[0];
  if (person.phone[0]) basics.phone = person.phone[0];
  if (person.face) basics.image = person.face;
  if (Object.keys(location).length > 0) basics.location = location;
  const extra: JsonResume['meta']['extra'] = {
    emails: person.email,
    phones: person.phone,
    category: person.category,
    jobs: resume.jobs,
    keywords: resume.keywords.split(',').map((k) => k.trim()).filter(Boolean),
  };
  if (person.birth_date) extra.birth_date = person.birth_date;
  return {
    $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    basics,
    skills: person.tags.map((name) => ({ name })),
    meta: { version: 'v1.0.0', extra },
  };
}
