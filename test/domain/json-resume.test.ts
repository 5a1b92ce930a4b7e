import { describe, expect, it } from 'vitest';
import { toJsonResume } from '../../src/domain/json-resume.js';
import { personFieldsFromResume } from '../../src/cli/resume-create.js';
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

  it('omits what the résumé lacks', () => {
    const empty = toJsonResume({ ...resume, person: { ...resume.person, email: [], phone: [], face: '', address: { street: '', city: '', zip: '' } } });
    expect(empty.basics).toEqual({ name: 'Péter Minta', profiles: [] });
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
