// The form every e-mail is stored and compared in: Unicode lower case,
// then NFC. SQLite's NOCASE folds ASCII only, so `KATALIN.HORVÁTH@EXAMPLE.COM` and
// `katalin.horváth@example.com` were different addresses to `person exists` but the same
// to `person create`. With one canonical form stored, uniqueness, lookups, import
// de-duplication and --on-conflict compare plain strings, in SQLite and in PostgreSQL alike.

/** The canonical (stored, compared) form of an e-mail address. */
export function emailKey(email: string): string {
  // NFC after lower-casing: lower-casing can decompose (e.g. 'İ' → 'i̇'), NFC recomposes.
  return email.trim().toLowerCase().normalize('NFC');
}
