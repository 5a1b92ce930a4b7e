// Keywords are search words, checked on generated CVs: all people,
// companies and places below are invented for the test.
import { describe, it, expect } from 'vitest';
import { fileURLToPath } from 'node:url';
import { findListedItems, buildKeywords, isSearchWord, MAX_KEYWORDS } from '../../../src/parser/classify/keywords.js';
import { extractFields, loadVocabulary } from '../../../src/parser/fields/index.js';
import { normalizeText } from '../../../src/parser/classify/text.js';

describe('findListedItems', () => {
  it.each([
    [['Skills', 'Attention to detail', 'Basic mathematics'], ['Attention to detail', 'Basic mathematics']],
    [['Tools: Jira, Confluence, Figma'], ['Jira', 'Confluence', 'Figma']],
    [['I worked, travelled, and learned a lot in 2019 with many colleagues around the world'], []],
    [['Skills', '• Typing', '• Customer service'], ['Typing', 'Customer service']],
    [['Experience', 'Led a team of five engineers'], []],
    [['Interests', 'Volunteering at a local', 'food bank, hiking'], []],
    [['Jira, Confluence, Figma'], []],
  ])('%j → %j', (lines, want) => expect(findListedItems(lines).slice(0, Math.max(want.length, 1))).toEqual(want.length ? want : []));
});

describe('isSearchWord', () => {
  it.each(['Python', 'Customer service', 'Attention to detail', '3D modelling', 'C++'])('%s is one', (w) => expect(isSearchWord(w)).toBe(true));
  it.each(['Volunteering at a local', 'skills in', 'Jan 2019 - Present', 'Example Holding GmbH', 'Michael Brandt', 'ada@example.com',
    'I am a team player', 'Budapest, Hungary', 'www.example.com', '+36 30 123 4567'])('%s is not', (w) => expect(isSearchWord(w)).toBe(false));
  it('leaves out the candidate own data', () => expect(isSearchWord('Quarrell', new Set(['quarrell']))).toBe(false));
});

describe('buildKeywords', () => {
  it('puts tags first, drops duplicates and caps the total', () => {
    expect(buildKeywords(['Python'], ['Skills: python, Patience, Empathy'], {}, 3)).toEqual(['Python', 'Patience', 'Empathy']);
    expect(buildKeywords(['A', 'B'], [], {}, 1)).toEqual(['A']);
  });
  it('adds job titles and languages', () => {
    const lines = ['Ada Example', 'Registered Nurse', 'Experience', 'Staff Nurse | Example Hospital | 2017 – 2020', 'Languages', 'English – C1'];
    expect(buildKeywords([], lines)).toEqual(['Registered Nurse', 'Staff Nurse', 'English']);
  });
});

// ── generated CVs ──────────────────────────────────────────────────────────────────────
const vocabulary = loadVocabulary(fileURLToPath(new URL('../../../data/', import.meta.url)));

/** A small seeded generator, so a failure names a reproducible CV. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}
const pick = <T,>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;

const FIRST = ['Tamsin', 'Jorinde', 'Oriel', 'Brannoc', 'Ilka', 'Velimir', 'Saoirse', 'Ottoline'];
const LAST = ['Quarrell', 'Wettlauf', 'Vantongeren', 'Fieldfare', 'Próbás', 'Zdravkov', 'Mulcahy', 'Ashgrove'];
const REFEREES = ['Michael Brandt', 'Sabine Linwood', 'Thomas Oakridge', 'Anna Kestrel'];
const COMPANIES = ['Brightwave Ltd', 'Kranichsoft GmbH', 'Northgate Systems Inc.', 'Minta Kft.', 'Exemplia SARL'];
const CITIES = ['Leeds', 'München', 'Szeged', 'Lyon', 'Vallnova'];
const SKILL_LISTS = [
  ['Python', 'Django', 'PostgreSQL', 'Docker', 'Git'],
  ['Patient care', 'Wound care', 'Medication administration', 'First aid'],
  ['Excel', 'Bookkeeping', 'Payroll', 'SAP'],
  ['Customer service', 'Cash handling', 'Teamwork', 'Time management'],
];
const TITLES = ['Software Developer', 'Staff Nurse', 'Accountant', 'Sales Assistant', 'Project Manager'];

// Headings and words of the CV in English, German and Hungarian: the rules must not depend on one language.
const TEMPLATES = [
  { experience: 'Work experience', skills: 'Skills', languages: 'Languages', langs: 'English – C1, German – B1', interests: 'Interests', volunteering: ['Volunteering at a local', 'food bank, hiking, chess'], references: 'References', manager: 'Manager', present: 'Present' },
  { experience: 'Berufserfahrung', skills: 'Kenntnisse', languages: 'Sprachen', langs: 'Englisch – C1, Deutsch – B1', interests: 'Hobbys', volunteering: ['Ehrenamtlich bei der örtlichen', 'Tafel, Wandern, Schach'], references: 'Referenzen', manager: 'Leiter', present: 'heute' },
  { experience: 'Szakmai tapasztalat', skills: 'Készségek', languages: 'Nyelvtudás', langs: 'angol – C1, német – B1', interests: 'Érdeklődés', volunteering: ['Önkéntes munka a helyi', 'ételbanknál, túrázás, sakk'], references: 'Referenciák', manager: 'Vezető', present: 'jelenleg' },
];

function generateCv(seed: number): { text: string; first: string; last: string; email: string; company: string; city: string; referee: string } {
  const r = random(seed);
  const t = TEMPLATES[seed % TEMPLATES.length]!;
  const first = pick(r, FIRST); const last = pick(r, LAST);
  const email = `${normalizeText(first)}.${normalizeText(last)}@example.com`;
  const company = pick(r, COMPANIES); const city = pick(r, CITIES); const referee = pick(r, REFEREES);
  const skills = pick(r, SKILL_LISTS);
  const title = pick(r, TITLES);
  const text = [
    `${first} ${last}`,
    title,
    `${email} | +44 7700 900${String(100 + Math.floor(r() * 800))}`,
    `12 High Street, ${city}`,
    'Profile',
    `Dependable ${title.toLowerCase()} with a record of calm, careful work and a habit of`,
    'finishing what I start.',
    t.experience,
    `${title} | ${company} | ${city} | 2019 – ${t.present}`,
    `• Worked with ${referee.split(' ')[0]} and the ${city} team on daily operations.`,
    t.skills,
    skills.join(', '),
    t.languages,
    t.langs,
    t.interests,
    ...t.volunteering,
    t.references,
    `${referee}, ${t.manager}, ${company}, ${city}`,
  ].join('\n');
  return { text, first, last, email, company, city, referee };
}

describe.each(Array.from({ length: 12 }, (_, i) => i + 1))('keywords of generated CV #%i', (seed) => {
  const cv = generateCv(seed);
  const fields = extractFields({ text: cv.text, lines: cv.text.split('\n').map((t) => ({ text: t, page: 1 })) }, vocabulary);
  const keywords = fields.keywords.split(',').map((k) => k.trim()).filter(Boolean);
  const keys = keywords.map(normalizeText);

  it('are few and distinct', () => {
    expect(keywords.length).toBeGreaterThan(0);
    expect(keywords.length).toBeLessThanOrEqual(MAX_KEYWORDS);
    expect(new Set(keys).size).toBe(keys.length);
  });
  it('hold the skills, the job title and the languages', () => {
    expect(keys).toContain(normalizeText(cv.text.split('\n')[1]!));
    expect(keys).toContain('english');
    expect(keys).toContain('german');
  });
  it('hold no name, contact data, company, city or sentence fragment', () => {
    const forbidden = [cv.first, cv.last, cv.email, cv.company, cv.city, ...cv.referee.split(' '), 'volunteering', 'food bank', 'local', 'hiking',
      'ehrenamtlich', 'tafel', 'wandern', 'önkéntes', 'ételbanknál', 'túrázás'];
    for (const k of keys) {
      for (const f of forbidden.map(normalizeText)) {
        if (f.includes(' ')) expect(k, f).not.toContain(f);
        else expect(k.split(/\s+/), f).not.toContain(f);
      }
      expect(k).not.toMatch(/@|\d{3}|\b(at|a|the|i|with)\b/);
    }
  });
});

describe('isSearchWord against page furniture', () => {
  it.each(['ZUSÄTZLICHE INFORMATIONEN', 'Referenzen', 'Mother tongue', 'Lebenslauf Seite 3/3', 'Project 2', 'Node.js (2)', 'PowerPoint)',
    'consetetur sadipscing elitr', 'tellus', 'Fluent in Spanish', 'Frontend-'])('%s is not a search word', (w) => expect(isSearchWord(w)).toBe(false));
  it.each(['jQuery', 'C#', 'AWS', 'Scrum'])('%s is one', (w) => expect(isSearchWord(w)).toBe(true));
  it('ends a skills list at prose', () => {
    expect(findListedItems(['Tools', 'Jira', 'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt', 'Dates', 'Main role'])).toEqual(['Jira']);
  });
});
