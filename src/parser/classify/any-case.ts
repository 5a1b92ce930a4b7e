// Case-insensitive patterns without the `i` flag, for speed only: they match exactly what the
// same pattern with `i` matches. V8 compiles a unicode pattern with `i` by widening every
// character class to all case variants of its members, and for \p{L} (~650 ranges) that took
// ~0.5 ms per occurrence, paid by every cold parse thread for each pattern it runs (dozens).
// The letter class is the same set anyway, but for one combining mark that folds to a letter.

/** The members of \p{L} in a pattern with the `iu` flags, for a character class of a `u` pattern. */
export const LETTER_ANY_CASE = String.raw`\p{L}\u0345`;

/** \w in a pattern with the `iu` flags: the Kelvin sign and the long s fold to k and s. */
export const WORD_CHAR_ANY_CASE = String.raw`[\w\u017f\u212a]`;

/** Signs that fold to a letter whose upper and lower case alone do not name them. */
const MORE_VARIANTS: Record<string, string> = { k: '\u212a', s: '\u017f', å: '\u212b', ß: '\u1e9e' };

/**
 * A pattern fragment of literal text and escapes ("strasse|str\\.|c/"), no character classes,
 * matching in a `u` pattern what it matches in an `iu` one: each letter becomes the class of its
 * case variants ("[sS\u017f]"), escapes and other characters stay as they are.
 */
export function anyCase(fragment: string): string {
  let out = '';
  for (let i = 0; i < fragment.length; i++) {
    const c = fragment[i]!;
    if (c === '\\') {
      out += c + (fragment[i + 1] ?? '');
      i++;
    } else if (c === '[' || c === ']') {
      throw new Error(`anyCase takes no character classes: ${fragment}`);
    } else {
      out += caseVariants(c);
    }
  }
  return out;
}

function caseVariants(c: string): string {
  const lower = c.toLowerCase();
  const variants = new Set([c, lower, c.toUpperCase(), ...(MORE_VARIANTS[lower] ?? '')]);
  const single = [...variants].filter((v) => [...v].length === 1);
  return single.length > 1 ? `[${single.join('')}]` : c;
}
