// "Calle del Olmo s/n", "Travessa da Fonte, s/n.", "Camino Real S/N": a house without a number (Spain, Portugal, Latin
// America: "sin número", "sem número") prints "s/n" where the number stands. The street tests of address-parts.ts look for
// a house number; for them the mark stands for one, and the street keeps its print. Pure: text in, text out.

// The mark ending the text, after a space or a comma: "s/n", "s/nº", "s.n.", "sn", in either case, a full stop perhaps after
// it. (Looked for by hand before the pattern: the street tests run on every part of every line.)
const NO_NUMBER = /(?<=[\s,])(?:s\/n[º°o]?|s\.\s?n|sn)\.?$/iu;

// The mark before a comma and the floor and door after it: "Calle del Olmo s/n, 2º izq.".
const NO_NUMBER_BEFORE_COMMA = /(?<=[\s,])(?:s\/n[º°o]?|s\.\s?n)\.?(?=\s*,)/iu;

/**
 * `text` with a number in place of an "s/n" that ends it, or that a comma and the floor and door follow (for the street tests
 * only); any other text as it is.
 */
export function withNumberForNone(text: string): string {
  const t = text.trimEnd();
  if (t.includes(',') && NO_NUMBER_BEFORE_COMMA.test(t)) return t.replace(NO_NUMBER_BEFORE_COMMA, '1');
  const last = t.charAt(t.length - 1).toLowerCase();
  if (last !== 'n' && last !== '.' && last !== 'º' && last !== '°' && last !== 'o') return text;
  return NO_NUMBER.test(t) ? t.replace(NO_NUMBER, '1') : text;
}
