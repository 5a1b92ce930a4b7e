// Job matching: BM25 of the CV's terms against active jobs, on CVs run
// through the real field extraction and vocabulary. All CVs and jobs are invented.
import { describe, it, expect } from 'vitest';
import { fileURLToPath } from 'node:url';
import { matchJobs, rankJobs, scoreJobs, queryTerms, MIN_MATCH_SCORE } from '../../src/parser/match.js';
import { emptyFields, extractFields, loadVocabulary } from '../../src/parser/fields/index.js';
import { matchTokens, stem } from '../../src/parser/match-tokens.js';
import type { ExtractedFields, MatchableJob } from '../../src/parser/types.js';

const vocabulary = loadVocabulary(fileURLToPath(new URL('../../data/', import.meta.url)));
const fieldsOf = (text: string): ExtractedFields => extractFields({ text, lines: text.split('\n').map((t) => ({ text: t, page: 1 })) }, vocabulary);

const job = (id: number, title: string, category: number[], text = ''): MatchableJob => ({ id, title, category, text });
const IT = 1;
const categoryOf = (key: string): number => vocabulary.categories.find((c) => c.key === key)?.code ?? -1;
const JOBS: MatchableJob[] = [
  job(1, 'Primary School Teacher', [categoryOf('education')], 'Teach children aged 6-10; classroom management; lesson planning. Team player.'),
  job(2, 'Senior Python Developer', [IT], 'Django, PostgreSQL and Docker. Code review, REST APIs, unit testing. Strong team skills.'),
  job(3, 'Hotel Front Desk Receptionist', [categoryOf('hospitality')], 'Check-in and check-out of guests, reservations, customer service.'),
  job(4, 'Frontend Engineer', [IT], 'React and TypeScript; CSS; accessibility; working with designers.'),
  job(5, 'Customer Service Representative', [categoryOf('customer_service')], 'Answer customer calls and e-mails; CRM; friendly communication.'),
  job(6, 'Registered Nurse', [categoryOf('nursing')], 'Patient care on a surgical ward; medication administration; wound care; nursing documentation.'),
  job(7, 'Backend Developer (Java)', [IT], 'Java, Spring Boot, Kafka, SQL, microservices.'),
  job(8, 'Care Assistant', [categoryOf('nursing')], 'Support residents with personal care; patient hygiene; care plans.'),
];

const DEVELOPER = `Tamsin Quarrell
Software Developer
tamsin.quarrell@example.com
Skills
Python, Django, PostgreSQL, Docker, React, TypeScript, Git, REST APIs, unit testing
Work experience
Software Engineer | Brightwave Ltd | 2019 – Present
• Built Django services and React front ends.
Junior Developer | Northgate Systems Inc. | 2016 – 2019`;

const NURSE = `Oriel Vantongeren
Registered Nurse
oriel.v@example.com
Experience
Staff Nurse | Exampleshire General Hospital | 2017 – Present
• Patient care on a surgical ward, medication administration, wound care.
Healthcare Assistant | Meadow Care Home | 2014 – 2017
Skills
Patient care, wound care, medication administration, nursing documentation, first aid`;

const UNRELATED = `Brannoc Fieldfare
Professional Sheep Shearer
Experience
Sheep shearer | Fernvale Farm | 2010 – Present
Skills
Shearing, fencing, tractor driving, wool grading`;

const rank = (ids: number[], id: number): number => (ids.indexOf(id) < 0 ? Infinity : ids.indexOf(id));

describe('matchJobs on generated CVs', () => {
  it('ranks developer jobs above teacher, hotel and customer-service jobs for a developer CV', () => {
    const ids = matchJobs(fieldsOf(DEVELOPER), DEVELOPER, JOBS);
    expect(ids[0]).toBe(2);
    const worstDeveloperJob = Math.max(rank(ids, 2), rank(ids, 4), rank(ids, 7));
    expect(worstDeveloperJob).toBeLessThan(Infinity);
    for (const other of [1, 3, 5, 6, 8]) expect(rank(ids, other)).toBeGreaterThan(worstDeveloperJob);
  });

  it('ranks nursing jobs first for a nurse CV, and leaves developer jobs out', () => {
    const ids = matchJobs(fieldsOf(NURSE), NURSE, JOBS);
    expect(ids[0]).toBe(6);
    expect(ids).toContain(8);
    for (const developerJob of [2, 4, 7]) expect(ids).not.toContain(developerJob);
  });

  it('matches nothing for a CV that shares nothing with the jobs', () => {
    expect(matchJobs(fieldsOf(UNRELATED), UNRELATED, JOBS)).toEqual([]);
    expect(matchJobs(emptyFields(), '', JOBS)).toEqual([]);
  });

  it('keeps at most `limit` jobs, best first, all above the threshold', () => {
    const ranked = rankJobs(fieldsOf(DEVELOPER), DEVELOPER, JOBS, 2);
    expect(ranked).toHaveLength(2);
    expect(ranked[0]!.score).toBeGreaterThanOrEqual(ranked[1]!.score);
    for (const r of ranked) expect(r.score).toBeGreaterThanOrEqual(MIN_MATCH_SCORE);
    const many = [...JOBS, ...Array.from({ length: 12 }, (_, i) => job(100 + i, `Python Developer ${i}`, [IT], 'Django and Docker')), ...Array.from({ length: 30 }, (_, i) => job(200 + i, `Warehouse Operative ${i}`, [], 'Forklift'))];
    expect(matchJobs(fieldsOf(DEVELOPER), DEVELOPER, many)).toHaveLength(10);
  });
});

describe('scoreJobs', () => {
  const profile = { ...emptyFields(), category: IT, tags: ['Python', 'Django'], keywords: 'Python, Django' };
  it('scores every job, zero included', () => {
    const scores = scoreJobs(profile, '', JOBS);
    expect(scores.map((s) => s.id).sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(scores.find((s) => s.id === 1)!.score).toBe(0);
  });
  it('weighs a rare term above a common one (IDF)', () => {
    const jobs = [job(1, 'Analyst', [], 'SQL'), job(2, 'Analyst', [], 'Tableau'), job(3, 'Analyst', [], 'SQL'), job(4, 'Analyst', [], 'SQL')];
    const scores = scoreJobs({ ...emptyFields(), tags: ['SQL', 'Tableau'], keywords: '' }, '', jobs);
    expect(scores[0]!.id).toBe(2);
  });
  it('does not let a long advert win by length', () => {
    const filler = 'Lorem ipsum dolor sit amet consectetur. '.repeat(40);
    const jobs = [job(1, 'Python Developer', [], `Python. ${filler}`), job(2, 'Python Developer', [], 'Python.')];
    expect(scoreJobs({ ...emptyFields(), tags: ['Python'], keywords: 'Developer' }, '', jobs)[0]!.id).toBe(2);
  });
  it('category alone is below the threshold', () => {
    const best = scoreJobs({ ...emptyFields(), category: IT, tags: [], keywords: '' }, '', JOBS)[0]!;
    expect(best.score).toBeGreaterThan(0);
    expect(best.score).toBeLessThan(MIN_MATCH_SCORE);
  });
  it('says which terms a job shares with the CV', () => {
    expect(scoreJobs(profile, '', JOBS).find((s) => s.id === 2)!.terms).toEqual(['python', 'django', `cat:${IT}`]);
  });
  it('needs two shared terms, however rare one of them is', () => {
    const many = Array.from({ length: 200 }, (_, i) => job(i + 10, `Warehouse Operative ${i}`, [], 'Forklift driving, pallet stacking, stock counts, loading bays and night shifts'));
    const teacher = job(1, 'Primary School Teacher', [], 'Excel');
    const cv = { ...emptyFields(), tags: ['Excel'], keywords: 'Excel' };
    expect(scoreJobs(cv, '', [teacher, ...many])[0]!.score).toBeGreaterThanOrEqual(MIN_MATCH_SCORE);
    expect(matchJobs(cv, '', [teacher, ...many])).toEqual([]);
    // …but one word of the title is enough when it scores: the title says what the job is.
    expect(matchJobs(cv, '', [job(2, 'Excel Trainer', [], 'Spreadsheet courses'), ...many])).toEqual([2]);
  });
  it('a language the candidate speaks does not alone make a job theirs', () => {
    const many = Array.from({ length: 200 }, (_, i) => job(i + 10, `Warehouse Operative ${i}`, [], 'Forklift driving, pallet stacking, stock counts'));
    const teacher = job(1, 'Primary School Teacher (English)', [categoryOf('education')], 'Teach English to children aged 6-10; lesson planning; classroom management.');
    const accountant = `Brannoc Quillfeather\nAccountant\nExperience\n2016 – 2022 Accountant, Fernvale Ltd\nSkills\nBookkeeping, payroll\nLanguages\nEnglish, German`;
    expect(fieldsOf(accountant).tags).toContain('English');
    expect(matchJobs(fieldsOf(accountant), accountant, [teacher, ...many])).toEqual([]);
    // A teacher who speaks English shares the job's own words too, and matches.
    const englishTeacher = `Ysolde Quillfeather\nTeacher\nSkills\nLesson planning, Classroom management\nLanguages\nEnglish, German`;
    expect(matchJobs(fieldsOf(englishTeacher), englishTeacher, [teacher, ...many])).toEqual([1]);
  });
  it('takes the titles of the work history as query terms, through the keywords', () => {
    const text = 'Ada Example\nExperience\nStaff Nurse | Example Hospital | 2017 – 2020';
    expect(queryTerms(fieldsOf(text))).toContain(stem('nurse'));
  });
});

describe('matchTokens', () => {
  it('folds, drops stop words and digits, and stems both sides alike', () => {
    expect(matchTokens('The Developers and Development, 2020')).toEqual(['develop', 'develop']);
    expect(matchTokens('Nursing')).toEqual(matchTokens('nurse'));
    expect(matchTokens('C++ and C# with Node.js')).toEqual(['c++', 'c#', 'node.js']);
  });
});
