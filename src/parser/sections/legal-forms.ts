// Companies' legal forms, one list for the two readers that need them: roles.ts, which takes a part holding one for a firm,
// and work.ts, where the form ends the firm's name ("Example S.L. Analyst": the title follows it). Two lists had drifted
// apart: work.ts read "S.L." as no form (its pattern wanted "s.l.."), nor "S.n.c.", "Sp. j." or "LLP".
// Each is written folded and in lower case, without its last dot: the readers add an optional one ("s\.a" is "S.A." and "S.A").
// No character classes, so ../classify/any-case.ts can widen them.
import { anyCase } from '../classify/any-case.js';
import { foldDiacritics } from '../classify/text.js';

export const LEGAL_FORMS: readonly string[] = [
  'inc', 'ltd', 'llc', 'llp', 'plc', 'corp', 'corporation', 'limited',
  // German partnerships: "offene Handelsgesellschaft", "Kommanditgesellschaft auf Aktien".
  'gmbh', 'ag', 'kg', 'se', 'ug', String.raw`e\.?v`, 'gbr', 'ohg', 'kgaa',
  'kft', 'zrt', 'nyrt', 'bt', 'kkt', 'kv',
  String.raw`s\.?a`, String.raw`s\.a\.s`, 'sas', 'sarl', String.raw`s\.?r\.?l`, String.raw`s\.?p\.?a`, String.raw`s\.n\.c`, 'snc',
  String.raw`s\.l\.u`, String.raw`s\.l`, 'sl', 'slu', 'lda', 'ltda',
  String.raw`sp\. z o\.o`, String.raw`sp\. ?j`, String.raw`sp\. ?k`, String.raw`sp\. ?p`,
  String.raw`b\.v`, 'bv', String.raw`n\.v`, 'nv', String.raw`v\.o\.f`, 'vof', 'bvba',
  'eurl', 'sasu', 'scop', 'scs', 'sca',
  'oy', 'oyj', 'ab', 'hb', String.raw`a\/s`, 'aps',
  // Czech and Slovak "s.r.o.", "a.s." (Turkish "A.Ş." folds to it), Turkish "Ltd. Şti.".
  String.raw`s\.r\.o`, String.raw`spol\. s r\.o`, String.raw`a\.s`, 'sti',
];

/** The forms as one alternation (no group of its own; its last dot optional after it is the caller's). */
export const LEGAL_FORM_PATTERN = LEGAL_FORMS.join('|');

// One form or several ("Ltd. Şti.", "Co. KG"), each with its last dot perhaps, and nothing else.
const FORM_WORD = String.raw`(?:${anyCase(`${LEGAL_FORM_PATTERN}|co|cie`)})\.?`;
const FORMS_ONLY = new RegExp(String.raw`^${FORM_WORD}(?:\s+${FORM_WORD})*$`, 'u');

/**
 * Whether a piece is nothing but legal forms ("S.A.", "Sp. z o.o.", "Ltd. Şti."): a firm's name ends on it. A short name
 * beside its form ("Ehm AG", "Vos B.V.") is a firm's whole name, however much its name looks like a form.
 */
export const isLegalFormsOnly = (piece: string): boolean => FORMS_ONLY.test(foldDiacritics(piece.trim()));
