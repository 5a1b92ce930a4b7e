// Plain text checks shared by every rule module (kept free of schema libraries so the
// CLI's read paths start fast).

const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Control characters other than tab, CR and LF are never valid in text fields. */
export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTERS.test(text);
}

/**
 * The one rule for text in every resource (control characters were stored
 * in project titles and job position_data and printed raw): every string anywhere in a
 * write request — nested objects and arrays included — is free of control characters.
 * Throws a field error naming the path of the first offending string.
 */
export function findControlCharacters(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return hasControlCharacters(value) ? path || '/' : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  // Every write request passes here: a member's path is made only when it is needed (a string
  // that fails, or an object or array to go into), not for every member.
  for (const key of Object.keys(value)) {
    const member = (value as Record<string, unknown>)[key];
    if (typeof member === 'string') {
      if (hasControlCharacters(member)) return `${path}/${key}`;
    } else if (member !== null && typeof member === 'object') {
      const found = findControlCharacters(member, `${path}/${key}`);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/**
 * Characters that change how the text around them is shown (direction overrides and
 * isolates: "\u202E" prints what follows backwards) or that show nothing at all (zero-width
 * space, word joiner, soft hyphen, BOM). Two values that look the same could differ by one,
 * so a list of skills could hold "SQL" twice, or a skill print as something else. Zero-width
 * (non-)joiners (U+200C, U+200D) are not here: Persian and Indic writing need them.
 */
const HIDDEN_OR_DIRECTIONAL = /[\u00AD\u061C\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/gu;

export function hasHiddenOrDirectionalCharacters(text: string): boolean {
  HIDDEN_OR_DIRECTIONAL.lastIndex = 0;
  return HIDDEN_OR_DIRECTIONAL.test(text);
}

/** The text without them: for text a program extracted (a parsed résumé), which is not refused. */
export function stripHiddenOrDirectionalCharacters(text: string): string {
  return text.replace(HIDDEN_OR_DIRECTIONAL, '');
}
