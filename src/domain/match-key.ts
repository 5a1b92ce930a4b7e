// The form names and cities are compared in when looking for duplicate people:
// folded as search folds them (domain/search-fold.ts: transliterated, lower case),
// punctuation and runs of spaces as one space — Kovács, KOVACS and "kovacs " are one name,
// and so are Łukasz Żółć and Lukasz Zolc. (The store puts given and family name in either
// order itself, store/sqlite/duplicate-blocks.ts.) (The parser folds its own text in
// parser/classify/text.ts; the store cannot depend on the parser.)
import { foldKey } from './search-fold.js';

/** "  Kovács-Nagy " → "kovacs nagy", "Żółć" → "zolc". */
export function matchKey(text: string): string {
  return foldKey(text);
}
