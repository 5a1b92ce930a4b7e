// SPEC.md 2.6 → JSON Resume (jsonresume.org schema v1) for `parser parse --format jsonresume`.
// Work, education, languages and certificates come from the résumé's sections (the parse
// result's `sections`, or read from `content` when a SPEC 2.6 server sent none).
import type { ParsedResume } from './parsed-resume.js';
import type { ResumeSections } from './resume-sections.js';

export interface JsonResume {
  $schema: string;
  basics: {
    name: string;
    label?: string;
    email?: string;
    phone?: string;
    image?: string;
    location?: { address?: string; postalCode?: string; city?: string };
    profiles: never[];
  };
  work: { name?: string; position?: string; location?: string; startDate?: string; endDate?: string }[];
  education: { institution?: string; studyType?: string; area?: string; startDate?: string; endDate?: string }[];
  certificates: { name: string; issuer?: string; date?: string }[];
  skills: { name: string }[];
  languages: { language: string; fluency?: string }[];
  meta: {
    canonical?: string;
    version: string;
    extra: { emails: string[]; phones: string[]; birth_date?: string; category: number | null; jobs: number[]; keywords: string[] };
  };
}

/** An object without its empty-string members: JSON Resume leaves unknown values out. */
function compact<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== '' && v !== undefined)) as T;
}

const NO_SECTIONS: ResumeSections = { work: [], education: [], languages: [], certificates: [] };

const MAX_LABEL_WORDS = 8;
const MAX_LABEL_LENGTH = 80;
/** A position shaped like a job title: letters first, no year or dotted date, no sentence end or colon, a few words. */
function titleShaped(position: string): boolean {
  const p = position.trim();
  return p !== '' && p.length <= MAX_LABEL_LENGTH && /^\p{L}/u.test(p) && !/\d{4}|\d[./-]\d|[:;!?]|\.$/u.test(p)
    && p.split(/\s+/u).length <= MAX_LABEL_WORDS;
}

export function toJsonResume(resume: ParsedResume, sections: ResumeSections = NO_SECTIONS): JsonResume {
  const { person } = resume;
  const location: NonNullable<JsonResume['basics']['location']> = {};
  if (person.address.street) location.address = person.address.street;
  if (person.address.zip) location.postalCode = person.address.zip;
  if (person.address.city) location.city = person.address.city;
  const basics: JsonResume['basics'] = { name: [person.first, person.last].filter(Boolean).join(' '), profiles: [] };
  // The label is how the candidate titles themself: the headline under the name, or else the
  // latest position ("Staff Nurse"), as JSON Resume means it. A job that names no title (a consultancy over the client
  // projects its titles stand in) gives none: the next titled one does.
  // Only a position shaped like a job title stands in for the headline: no year or month date, no sentence or colon (a
  // mis-read fragment), a few words, and no town (the person's own, or a job's place) nor a firm the parse named.
  const places = new Set([person.address.city, ...sections.work.flatMap((w) => [w.location, w.employer])]
    .filter(Boolean).map((v) => v.toLocaleLowerCase()));
  const titled = sections.work.filter((w) => titleShaped(w.position) && !places.has(w.position.toLocaleLowerCase()));
  const latest = titled.find((w) => w.current) ?? titled[0];
  const label = sections.headline || latest?.position;
  if (label) basics.label = label;
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
    work: sections.work.map((w) => compact({ name: w.employer, position: w.position, location: w.location, startDate: w.start, endDate: w.end })),
    education: sections.education.map((e) => compact({ institution: e.institution, studyType: e.degree, area: e.area, startDate: e.start, endDate: e.end })),
    certificates: sections.certificates.map((c) => compact({ name: c.name, issuer: c.issuer, date: c.date })),
    skills: person.tags.map((name) => ({ name })),
    languages: sections.languages.map((l) => compact({ language: l.language, fluency: l.fluency })),
    meta: { version: 'v1.0.0', extra },
  };
}
