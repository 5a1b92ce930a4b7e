// The form names and cities are compared in when looking for duplicate people (issue 12
// §6): lower case, no diacritics, punctuation and runs of spaces as one space — Kovács,
// KOVACS and "kovacs " are one name. (The store puts given and family name in either order
// itself, store/duplicate-blocks.ts.) (The parser folds its own text the same way in
// parser/classify/text.ts; the store cannot depend on the parser.)

/** "  Kovács-Nagy " → "kovacs nagy". */
export function matchKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}
