// Plain text checks shared by every rule module (kept free of schema libraries so the
// CLI's read paths start fast).

/** Control characters other than tab, CR and LF are never valid in text fields. */
export function hasControlCharacters(text: string): boolean {
  return /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(text);
}
