// A database of fictitious people for the search benchmark (bench/search/index.mjs): the
// people of bench/import's generator (invented names, RFC 2606 e-mails, fiction phone
// ranges), 0–4 skills each, and for the first `withCv` people a CV document with invented
// text, indexed as `person document add` would index it. Written into the real schema in
// large transactions; the full-text rows are then built in one pass (as `db reindex` does),
// with migration 6's triggers set aside meanwhile and put back after.
import { personCells, HEADER, random } from '../import/generate.mjs';

/** bench/import's seeded generator (mulberry32), re-exported for the search benchmark. */
export { random };

export const SKILLS = ['SQL', 'Python', 'TypeScript', 'Java', 'Kotlin', 'Go', 'Rust', 'C++', 'Excel', 'SAP', 'Accounting',
  'Payroll', 'Welding', 'Forklift', 'CNC', 'AutoCAD', 'Figma', 'Photoshop', 'Sales', 'Negotiation', 'German', 'English',
  'French', 'Hungarian', 'Project management', 'Scrum', 'Kubernetes', 'Docker', 'Linux', 'Networking', 'Nursing',
  'Driving licence C', 'Customer service', 'Marketing', 'SEO', 'Copywriting', 'Logistics', 'Warehouse', 'Electrical',
  'Plumbing', 'Carpentry', 'Cooking', 'Teaching', 'Statistics', 'Machine learning', 'React', 'Node.js', 'PHP', 'Ruby',
  'Swift'];

const SYLLABLES = ['ka', 'lo', 'mi', 'ne', 'ru', 'ta', 'vo', 'sé', 'zö', 'pá', 'gre', 'bun', 'dal', 'fer', 'hor', 'jin'];

/** ~2,000 invented words (syllable triples), so full text has a realistic vocabulary. */
function vocabulary(rnd) {
  const words = new Set();
  while (words.size < 2000) words.add(Array.from({ length: 2 + Math.floor(rnd() * 2) }, () => SYLLABLES[Math.floor(rnd() * SYLLABLES.length)]).join(''));
  return [...words];
}

export function cvText(rnd, words, skills) {
  const out = [];
  for (let i = 0; i < 300; i++) out.push(words[Math.floor(Math.pow(rnd(), 2) * words.length)]);
  // A period as CVs print them: years are the common CV words with a digit (drawn from the text
  // already made, so the other draws of the data stay as they were).
  const year = 2010 + (out[0].length + out[1].length) % 14;
  return `${year} – ${year + 2}\n${out.join(' ')}\nSkills: ${skills.join(', ')}\n`;
}

const COLUMNS = HEADER.filter((c) => c !== 'regio' && c !== 'category');

/**
 * Fills `db` (a better-sqlite3 handle on a migrated recruit database) with `people` people,
 * the first `withCv` of them with a CV. Returns the number of skills rows.
 */
export function fillDatabase(db, { people, withCv, seed = 20261125, onProgress = () => {}, ftsInsertSql }) {
  const triggers = db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND name LIKE '%fts%'").all();
  for (const { name } of triggers) db.exec(`DROP TRIGGER ${name}`);
  const rnd = random(seed);
  const words = vocabulary(rnd);
  const insertPerson = db.prepare(`INSERT INTO people (id, ${COLUMNS.join(', ')}, category, regio, created, last_modified)
    VALUES (@id, ${COLUMNS.map((c) => `@${c}`).join(', ')}, @category, @regio, @created, @created)`);
  const insertSkill = db.prepare('INSERT OR IGNORE INTO person_skills (person_id, skill_key, skill) VALUES (?, ?, ?)');
  const insertDocument = db.prepare("INSERT INTO documents (id, person_id, file_name, mime, size, bytes, created) VALUES (?, ?, 'cv.txt', 'text/plain', ?, ?, ?)");
  const insertText = db.prepare('INSERT INTO document_text (document_id, text) VALUES (?, ?)');
  let skillRows = 0;
  const batch = db.transaction((from, to) => {
    for (let i = from; i < to; i++) {
      const cells = personCells(i, rnd);
      const row = Object.fromEntries(HEADER.map((name, index) => [name, cells[index]]));
      const day = 1 + (i % 28);
      const created = `2025-${String(1 + (i % 12)).padStart(2, '0')}-${String(day).padStart(2, '0')} 10:00:00`;
      insertPerson.run({
        ...row,
        id: i,
        country: Number(row.country),
        state: row.state === '' ? null : Number(row.state),
        family_state: Number(row.family_state),
        category: JSON.stringify(row.category === '' ? [] : row.category.split(';').map(Number)),
        regio: JSON.stringify(row.regio === '' ? [] : [Number(row.regio)]),
        created,
      });
      const skills = Array.from({ length: Math.floor(rnd() * 5) }, () => SKILLS[Math.floor(rnd() * SKILLS.length)]);
      for (const skill of skills) skillRows += insertSkill.run(i, skill.toLowerCase(), skill).changes;
      if (i <= withCv) {
        const text = cvText(rnd, words, skills);
        insertDocument.run(i, i, text.length, Buffer.from(text), created);
        insertText.run(i, text);
      }
    }
  });
  const step = 20_000;
  for (let from = 1; from <= people; from += step) {
    batch(from, Math.min(people + 1, from + step));
    onProgress(Math.min(people, from + step - 1));
  }
  db.transaction(() => {
    db.exec('DELETE FROM person_fts');
    db.exec(ftsInsertSql('1'));
    for (const { sql } of triggers) db.exec(sql);
  })();
  return skillRows;
}
