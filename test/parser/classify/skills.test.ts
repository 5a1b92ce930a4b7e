import { describe, it, expect } from 'vitest';
import { findSkills, knownBeyondListed, mergeTags, needsListContext } from '../../../src/parser/classify/skills.js';
import { toSkills, loadVocabulary } from '../../../src/parser/classify/vocabulary.js';
import { fileURLToPath } from 'node:url';

const skills = toSkills([
  { name: 'JavaScript', aliases: ['js', 'javascript', 'ecmascript'] },
  { name: 'Java', aliases: ['java'] },
  { name: 'Go', aliases: ['go', 'golang'], ambiguous: true },
  { name: 'R', aliases: ['r'], ambiguous: true },
  { name: 'C++', aliases: ['c++', 'cpp'] },
  { name: 'C', aliases: ['c'], ambiguous: true },
  { name: 'Node.js', aliases: ['node.js', 'nodejs'] },
  { name: 'Excel', aliases: ['excel', 'ms excel', 'microsoft excel'], ambiguous: true },
  { name: 'LinkedIn', aliases: ['linkedin'] },
]);

describe('findSkills', () => {
  it.each([
    ['Skills: JS, Python', ['JavaScript']],
    ['Languages: Java, JavaScript, Go', ['Java', 'JavaScript', 'Go']],
    ['Ready to go the extra mile', []],
    ['Tools: Golang and R', ['Go', 'R']],
    ['I excel at teamwork', []],
    ['Proficient in MS Excel', ['Excel']],
    ['Word, Excel & Outlook', ['Excel']],
    ['C, C++ and Node.js', ['C', 'C++', 'Node.js']],
    ['Built with node.js on Linux', ['Node.js']],
    ['Vitamin C is good', []],
    ['linkedin.com/in/someone', []],
    ['ECMAScript 2020', ['JavaScript']],
  ])('%j → %j', (text, want) => expect(findSkills(text, skills)).toEqual(want));

  it('orders by first appearance and caps the count', () => {
    expect(findSkills('Java\nJS\nC++', skills, 2)).toEqual(['Java', 'JavaScript']);
  });
});

describe('needsListContext', () => {
  it.each([
    ['js', {}, true],
    ['excel', { ambiguous: true }, true],
    ['ms excel', { ambiguous: true }, false],
    ['python', {}, false],
  ])('%j %j → %j', (alias, skill, want) => expect(needsListContext(alias, skill)).toBe(want));
});

describe('data/skills.json', () => {
  const vocab = loadVocabulary(fileURLToPath(new URL('../../../data', import.meta.url)));
  it('holds at least 400 skills with unique names', () => {
    expect(vocab.skills.length).toBeGreaterThanOrEqual(400);
    expect(new Set(vocab.skills.map((s) => s.name.toLowerCase())).size).toBe(vocab.skills.length);
  });
  it.each([
    ['Frontend: JS, React, TypeScript', ['JavaScript', 'React', 'TypeScript']],
    ['Kenntnisse: Python, PostgreSQL, Docker, K8s', ['Python', 'PostgreSQL', 'Docker', 'Kubernetes']],
    ['Microsoft Word, Excel & Outlook', ['Microsoft Word', 'Excel', 'Outlook']],
    // The later languages' words for the same skills, in lines of invented CVs.
    ['Dovednosti: Účetnictví, Řidičský průkaz sk. B, Angličtina', ['Accounting', 'Driving Licence', 'English']],
    ['Competențe: Contabilitate, Lucru în echipă, Engleză', ['Accounting', 'Teamwork', 'English']],
    ['Kompetenser: Bokföring, Projektledning, Körkort B', ['Accounting', 'Project Management', 'Driving Licence']],
    ['Færdigheder: Kundeservice, Svejsning, Tysk', ['Customer Service', 'Welding', 'German']],
    ['Yetenekler: Muhasebe, Proje Yönetimi, İngilizce', ['Accounting', 'Project Management', 'English']],
  ])('real vocabulary: %j', (text, want) => expect(findSkills(text, vocab.skills)).toEqual(want));
  it('a missing data directory gives an empty vocabulary, not an exception', () => {
    expect(loadVocabulary('/nonexistent-dir')).toEqual({ categories: [], skills: [] });
  });
});

describe('knownBeyondListed', () => {
  const skills = [{ name: 'Microsoft Word', aliases: ['word', 'ms word'] }, { name: 'JavaScript', aliases: ['js', 'javascript'] }];
  it('drops a vocabulary skill that a listed item names by one of its aliases; the listed item stays as printed', () => {
    expect(knownBeyondListed(['Microsoft Word', 'JavaScript'], ['Excel', 'Word'], skills)).toEqual(['JavaScript']);
    expect(mergeTags(['Excel', 'Word'], knownBeyondListed(['Microsoft Word'], ['Excel', 'Word'], skills))).toEqual(['Excel', 'Word']);
  });
  it('keeps it where no listed item is wholly one of its aliases', () => {
    expect(knownBeyondListed(['Microsoft Word'], ['Word processing'], skills)).toEqual(['Microsoft Word']);
  });
});
