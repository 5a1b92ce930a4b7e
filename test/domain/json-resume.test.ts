import { describe, expect, it } from 'vitest';
import { toJsonResume } from '../../src/domain/json-resume.js';
import { personFieldsFromResume } from '../../src/service/resume-create.js';
import type { ParsedResume } from '../../src/domain/parsed-resume.js';

const resume: ParsedResume = {
  person: {
    last: 'Minta', first: 'Péter', birth_date: '1988-04-02', email: ['peter.minta@example.com', 'pm@example.org'],
    phone: ['+36 30 555 0101'], category: 1, address: { street: 'Fő utca 1.', city: 'Budapest', zip: '1011' },
    tags: ['TypeScript', 'SQL'], face: 'file:///tmp/face.jpg',
  },
  jobs: [4, 2],
  keywords: 'TypeScript, SQL, Node.js',
  content: 'Minta Péter …',
  images: ['file:///tmp/image.png'],
};

describe('toJsonResume', () => {
  it('maps the parsed résumé to JSON Resume basics, skills and meta', () => {
    const json = toJsonResume(resume);
    expect(json.basics).toEqual({
      name: 'Péter Minta', email: 'peter.minta@example.com', phone: '+36 30 555 0101', image: 'file:///tmp/face.jpg',
      location: { address: 'Fő utca 1.', postalCode: '1011', city: 'Budapest' }, profiles: [],
    });
    expect(json.skills).toEqual([{ name: 'TypeScript' }, { name: 'SQL' }]);
    expect(json.meta.extra).toMatchObject({ emails: resume.person.email, jobs: [4, 2], keywords: ['TypeScript', 'SQL', 'Node.js'], birth_date: '1988-04-02' });
  });

  it('maps the sections to work, education, languages and certificates, empty values left out', () => {
    const json = toJsonResume(resume, {
      work: [
        { position: 'Fejlesztő', employer: 'Minta Kft.', location: 'Szeged', start: '2019-03', end: '', current: true },
        { position: 'Gyakornok', employer: 'Példa Zrt.', location: '', start: '2017', end: '2019', current: false },
      ],
      education: [{ institution: 'Példavárosi Egyetem', degree: 'BSc', area: 'Informatika', location: '', start: '2013', end: '2017' }],
      languages: [{ language: 'English', fluency: 'C1' }, { language: 'German', fluency: '' }],
      certificates: [{ name: 'Scrum Master', issuer: '', date: '2020' }],
    });
    expect(json.basics.label).toBe('Fejlesztő');
    expect(json.work).toEqual([
      { name: 'Minta Kft.', position: 'Fejlesztő', location: 'Szeged', startDate: '2019-03' },
      { name: 'Példa Zrt.', position: 'Gyakornok', startDate: '2017', endDate: '2019' },
    ]);
    expect(json.education).toEqual([{ institution: 'Példavárosi Egyetem', studyType: 'BSc', area: 'Informatika', startDate: '2013', endDate: '2017' }]);
    expect(json.languages).toEqual([{ language: 'English', fluency: 'C1' }, { language: 'German' }]);
    expect(json.certificates).toEqual([{ name: 'Scrum Master', date: '2020' }]);
  });

  it('labels the candidate by the latest titled job: a consultancy\'s own job names no title', () => {
    const json = toJsonResume(resume, {
      work: [
        { position: '', employer: 'Példa Tanácsadó', location: '', start: '2019-01', end: '', current: true },
        { position: 'Adatmérnök', employer: 'Minta Bank', location: '', start: '2019-06', end: '', current: true },
      ],
      education: [], languages: [], certificates: [],
    });
    expect(json.basics.label).toBe('Adatmérnök');
    expect(toJsonResume(resume, { work: [{ position: '', employer: 'Példa Tanácsadó', location: '', start: '2019', end: '', current: true }],
      education: [], languages: [], certificates: [] }).basics.label).toBeUndefined();
  });

  it('labels the candidate only by a position shaped like a title: no town, date piece, firm or fragment', () => {
    const job = (position: string, location = '') => ({ position, employer: 'Minta Bank', location, start: '2019', end: '', current: false });
    const label = (...positions: { position: string; employer: string; location: string; start: string; end: string; current: boolean }[]) =>
      toJsonResume(resume, { work: positions, education: [], languages: [], certificates: [] }).basics.label;
    expect(label(job('Budapest'), job('Adatmérnök'))).toBe('Adatmérnök');
    expect(label(job('Hatvanpuszta', 'Hatvanpuszta'), job('Adatmérnök'))).toBe('Adatmérnök');
    expect(label(job('03/2019'), job('Jan 2019 – Present'), job('Adatmérnök'))).toBe('Adatmérnök');
    expect(label(job('Minta Bank'), job('Led the team of twelve.'), job('Responsibilities:'), job('Adatmérnök'))).toBe('Adatmérnök');
    expect(label(job('Built and ran the nightly reports for the four regional teams of the bank'))).toBeUndefined();
    expect(label(job('Data Engineer – Payments'))).toBe('Data Engineer – Payments');
    expect(label(job('Level 2 Support Engineer'))).toBe('Level 2 Support Engineer');
  });

  it('omits what the résumé lacks', () => {
    const empty = toJsonResume({ ...resume, person: { ...resume.person, email: [], phone: [], face: '', address: { street: '', city: '', zip: '' } } });
    expect(empty.basics).toEqual({ name: 'Péter Minta', profiles: [] });
    expect([empty.work, empty.education, empty.languages, empty.certificates]).toEqual([[], [], [], []]);
  });
});

describe('personFieldsFromResume', () => {
  it('takes the first e-mail and phone, the address and the category', () => {
    expect(personFieldsFromResume(resume)).toEqual({
      first: 'Péter', last: 'Minta', email: 'peter.minta@example.com', email2: 'pm@example.org', phone_mobile: '+36 30 555 0101',
      birth_date: '1988-04-02', city: 'Budapest', street: 'Fő utca 1.', zip: '1011', category: [1],
    });
  });
});
