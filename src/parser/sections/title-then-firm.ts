// "Gestora de projetos Example Consultores, Lda.", "ANALYSTE DE DONNÉES EXAMPLE INDUSTRIES SA": a title and the firm after
// it on one line with no separator, as web templates print them (the firm apart only by its colour or a link, both lost in
// the text) and as a Word line styled so reads. Read whole, the line was one part: a firm by its legal form, and the title
// was lost. The line is cut where a known title ends and a name that closes on a legal form begins, or where partners'
// names do ("SENIOR METRICS SUPERVISOR MELO E LEITE").
import { isCompany, isDegree, isInstitution, isPlace, isTitle } from './roles.js';
import { LEGAL_FORM_PATTERN } from './legal-forms.js';
import { isDoubleBarrelled, isPartnersNames, PARTNERS_AND } from './partners-names.js';
import { anyCase } from '../classify/any-case.js';
import { foldDiacritics } from '../classify/text.js';

// A legal form ending the text, after a space or a comma ("… Industries SA", "… Consultores, Lda.", "… Sp. z o.o.").
const FORM_END = new RegExp(String.raw`[\s,](?:${anyCase(LEGAL_FORM_PATTERN)})\.?$`, 'u');
/** The part ends on a legal form ("Example Consultores S.L."): a firm's name, whatever title's word it holds. */
export const endsOnLegalForm = (part: string): boolean => FORM_END.test(part);
// Words that join a title's words ("Head of Sales", "Chef de projet", "Addetta alle vendite"): no title ends on one, and no
// firm's name opens with one.
const JOINING = new Set(['of', 'for', 'the', 'and', 'in', 'at', 'to', 'de', 'del', 'della', 'dei', 'delle', 'di', 'da', 'do', 'dos',
  'das', 'du', 'des', 'd', 'a', 'al', 'alle', 'ai', 'agli', 'la', 'le', 'el', 'los', 'las', 'en', 'et', 'y', 'e', 'i', 'und', 'fur',
  'der', 'die', 'den', 'van', 'voor', 'het', 'es', 'ds', 'w', 'z', 'ze', 'na', 'dla', '&', '-', '–']);
// Partners' names end a line on their last two joined by "and" ("… Melo e Leite", "… RICHARD ET GIRAUD").
const AND_BEFORE_LAST = new RegExp(String.raw`\s(?:${PARTNERS_AND})\s+\S+(?:\s+\S+)?$`, 'u');
const MAX_TITLE_WORDS = 6;
const MAX_CHARS = 120;

const folded = (word: string): string => foldDiacritics(word).toLowerCase().replace(/[.,:;]+$/u, '');
/** A word that joins a title's words or a firm's ("of", "de", "und", "l'"): no title ends on one. */
export const joining = (word: string): boolean => JOINING.has(folded(word)) || /^\p{L}['’]$/u.test(word);
const titleOnly = (text: string): boolean => isTitle(text) && !isCompany(text) && !isInstitution(text) && !isDegree(text) && !isPlace(text);

/**
 * The part as a title and its firm ([title, firm]) where it is one, else the part alone. The first cut that leaves a known
 * title before it and, after it, a name that opens on no joining or title word and closes on a legal form. In mixed case
 * the firm's words are capitalised ("Analista de datos Example Logística, Lda."): a title's words after its first are
 * often in lower case, so its end shows; in capitals the first cut whose firm holds no title's word, else the first.
 */
export function titleThenFirm(part: string): string[] {
  const formEnd = FORM_END.test(part);
  if (part.length > MAX_CHARS || /[|•·\t:]/u.test(part)) return [part];
  if (!formEnd && !AND_BEFORE_LAST.test(part)) return titleThenTwoSurnames(part);
  const words = part.trim().split(/\s+/u);
  const mixed = /\p{Ll}/u.test(part);
  let first: string[] | undefined;
  for (let k = 1; k <= Math.min(MAX_TITLE_WORDS, words.length - 2); k++) {
    const title = words.slice(0, k).join(' ');
    const firm = words.slice(k);
    if (joining(words[k - 1]!) || joining(firm[0]!) || /[,;]$/u.test(words[k - 1]!)) continue;
    if (!/^[\p{Lu}\d]/u.test(firm[0]!) || isTitle(firm[0]!)) continue;
    const name = firm.join(' ');
    // Without a legal form, the firm is named after its partners ("Melo e Leite"; ./partners-names.ts).
    if (!formEnd) {
      if (isPartnersNames(name) && titleOnly(title)) return [title, name];
      continue;
    }
    // The words before the form name the firm: one at least, capitalised in mixed case.
    const named = name.replace(FORM_END, '').trim().split(/\s+/u);
    if (named.length === 0 || named[0] === '' || !isCompany(name)) continue;
    if (mixed && !named.every((w) => joining(w) || /^[\p{Lu}\d&]/u.test(w))) continue;
    if (!titleOnly(title)) continue;
    // In capitals the words do not show where the title ends: a later cut whose firm holds no title's word reads better
    // ("LEAD | PROGRAM ENGINEER RAUTENKRANZ GMBH" → "LEAD PROGRAM ENGINEER | RAUTENKRANZ GMBH"); else the first cut.
    if (mixed || !named.some((w) => isTitle(w))) return [title, name];
    first ??= [title, name];
  }
  return first ?? [part];
}

/** A title of two words or more, then two surnames joined by a hyphen as the firm: "NATIONAL WEB MANAGER QUELLMANN-BRANDL". */
function titleThenTwoSurnames(part: string): string[] {
  const words = part.trim().split(/\s+/u);
  const firm = words.at(-1)!;
  const title = words.slice(0, -1).join(' ');
  if (words.length < 3 || words.length - 1 > MAX_TITLE_WORDS || joining(words.at(-2)!)) return [part];
  // In capitals each half is read as a name is ("QUELLMANN-BRANDL" as "Quellmann-Brandl").
  const asName = firm.toLowerCase().replace(/(^|-)\p{L}/gu, (m) => m.toUpperCase());
  return isDoubleBarrelled(asName) && titleOnly(title) ? [title, firm] : [part];
}
