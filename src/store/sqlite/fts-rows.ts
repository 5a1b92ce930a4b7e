// The SQL that writes a person's folded full-text row (person_fts) from the tables: run by
// migration 9 when it indexes everyone again and by its triggers, and at run time by the
// search store (a rebuild, a bulk import's batch). One text for both, so an index built by
// the migration and one kept up afterwards hold the same words.

/** A stored phone as the digits of its E.164 form ("+36 30 123 4567" → "36301234567"), as migration 6. */
const phoneDigits = (column: string) => `replace(replace(replace(${column}, ' ', ''), '-', ''), '+', '')`;

/**
 * The fold of the e-mail column: since migration 15 without the e-mails' digits
 * (domain/search-email.ts); migration 9 wrote its triggers with `recruit_fold`, as released.
 */
export type EmailFold = 'recruit_fold_email' | 'recruit_fold';

/** The FTS columns of the person `p`, folded (its skills and documents read from their tables). */
export function personFtsValues(skills: string, documents: string, emailFold: EmailFold = 'recruit_fold_email'): string {
  return `p.id,
             recruit_fold(p.first || ' ' || p.last || ' ' || p.girl_name),
             ${emailFold}(p.email || ' ' || p.email2),
             recruit_fold(p.city),
             ${phoneDigits('p.phone_mobile')} || ' ' || ${phoneDigits('p.phone_land')},
             ${skills},
             ${documents}`;
}

export const FTS_COLUMNS = 'rowid, name, email, city, phones, skills, documents';

/**
 * INSERT of the folded FTS rows of people who have no skills and no document text, as the
 * trigger on people writes them: for a bulk import's search build (search-build-worker.ts),
 * whose people were all new to an empty table. Anyone who gave one of them a skill or a text
 * meanwhile wrote person_fts through its triggers, and that makes the build's copy rebuild
 * from the tables instead (personFtsInsertSql).
 */
export function newPersonFtsInsertSql(where: string): string {
  return `INSERT INTO person_fts (${FTS_COLUMNS}) SELECT ${personFtsValues("''", "''")} FROM people p WHERE ${where}`;
}

/** INSERT of the folded FTS rows of the people `where` selects (alias p), from the tables. */
export function personFtsInsertSql(where: string, emailFold?: EmailFold): string {
  return `INSERT INTO person_fts (${FTS_COLUMNS})
      SELECT ${personFtsValues(
    "recruit_fold(coalesce((SELECT group_concat(s.skill, ' ; ') FROM person_skills s WHERE s.person_id = p.id), ''))",
    "recruit_fold(coalesce((SELECT group_concat(t.text, char(10)) FROM documents d JOIN document_text t ON t.document_id = d.id"
      + " WHERE d.person_id = p.id), ''))",
    emailFold,
  )}
        FROM people p WHERE ${where}`;
}
