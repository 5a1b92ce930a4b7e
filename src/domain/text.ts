// Plain text checks shared by every rule module (kept free of schema libraries so the
// CLI's read paths start fast).

/** Control characters other than tab, CR and LF are never valid in text fields. */
export function hasControlCharacters(text: string): boolean {
  return /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(text);
}

/**
 * The one rule for text in every resource (issue 15 item 5: control characters were stored
 * in project titles and job position_data and printed raw): every string anywhere in a
 * write request — nested objects and arrays included — is free of control characters.
 * Throws a field error naming the path of the first offending string.
 */
export function findControlCharacters(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return hasControlCharacters(value) ? path || '/' : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, member] of Object.entries(value)) {
    const found = findControlCharacters(member, `${path}/${key}`);
    if (found !== undefined) return found;
  }
  return undefined;
}
