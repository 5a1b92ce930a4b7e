// Skills on the person: free text as written ("Node.js", "SQL"), compared by a
// key — NFC, whitespace collapsed, lower case — so "sql" and "SQL " are the same skill and
// `--skill sql` finds both.

/** The skill as stored: NFC, trimmed, inner whitespace collapsed to one space. */
export function cleanSkill(text: string): string {
  return text.normalize('NFC').replace(/\s+/gu, ' ').trim();
}

/** The match key of a skill (unique per person; what `--skill` compares). */
export function skillKey(text: string): string {
  return cleanSkill(text).toLowerCase();
}
