// Forms that print given and family name under separate labels ("Vorname: Max",
// "Nachname: Beispielmann", "Vezetéknév: Minta"). When both are there they beat any guess.
import type { CvDocument } from './document.js';
import { isAllCaps, isNameParticle, nameTokens, type NameParts } from './name-parts.js';
import { toProperCase } from '../classify/text.js';

// Given-name labels; "Roepnaam" is the Dutch name one goes by, "Nome próprio" the Portuguese given name.
const GIVEN = new RegExp(String.raw`^(first\s*names?(\(s\))?|given\s*names?|forename|vorname[n]?|prénom|prenom|nomes?\s+próprios?|nome|nombre`
  + String.raw`|keresztnév|utónév|imię|voornamen|voornaam|roepnaam|jméno|meno|förnamn|fornavn|prenume|adı(?=\s*:))\s*[:\-–]?\s*`, 'iu');
const FAMILY = new RegExp(String.raw`^(last\s*name|surname(\(s\))?|family\s*name|nachname|familienname|nom(\s+de\s+famille)?|cognome|apellidos?`
  + String.raw`|apelidos?|sobrenomes?|vezetéknév|családnév|nazwisko|achternaam|příjmení|priezvisko|efternamn|efternavn|etternavn`
  + String.raw`|nume de familie|soyad[ıi]|prezime)\s*[:\-–]?\s*`, 'iu');
const VALUE = /^[\p{Lu}][\p{L}'’.\- ]{0,40}$/u;

/** A name value: capitalised, or a family name opened by its particles ("van der Berg", "de la Fuente", "dos Santos"). */
function isNameValue(value: string): boolean {
  const words = value.split(' ');
  let at = 0;
  while (at < words.length - 1 && at < 3 && isNameParticle(words[at] ?? '') && /^\p{Ll}/u.test(words[at] ?? '')) at++;
  return VALUE.test(words.slice(at).join(' '));
}

function valueAfter(label: RegExp, segments: readonly string[]): string | undefined {
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i] ?? '';
    const m = s.match(label);
    if (!m) continue;
    // "Vorname: Max" in one segment, or "Vorname | Max" across a column gap.
    const rest = s.slice(m[0].length).trim() || (segments[i + 1] ?? '').trim();
    const value = nameTokens(rest).join(' ');
    if (value && isNameValue(value) && !GIVEN.test(value) && !FAMILY.test(value)) return value;
  }
  return undefined;
}

// A name in capitals is written as a name is; its particles in small letters ("VAN DER BERG" → "van der Berg").
const nice = (s: string): string => (/\p{Ll}/u.test(s) ? s
  : s.split(' ').map((w, i, all) => (i < all.length - 1 && isAllCaps(w) && isNameParticle(w) ? w.toLowerCase() : toProperCase(w))).join(' '));

// A plain "Name:" beside a given-name label holds the family name (German forms: "Name: Probe", "Vorname: Max").
const PLAIN_NAME = /^(name|nom|nome|nombre|naam|név)\s*[:\-–]?\s*/iu;

/** Both parts when the CV labels them separately, else undefined. */
export function findLabelledNameParts(doc: CvDocument): (NameParts & { lineIndex: number }) | undefined {
  let first: string | undefined;
  let last: string | undefined;
  let plain: string | undefined;
  let firstLine = 0;
  for (const line of doc.lines) {
    if (first === undefined) firstLine = line.index;
    // "Nom / Prénom" style combined labels are handled by the name candidates, not here.
    if (line.segments.length === 1 && /[/,&]/.test(line.text.split(':')[0] ?? '')) continue;
    first ??= valueAfter(GIVEN, line.segments);
    last ??= valueAfter(FAMILY, line.segments);
    plain ??= valueAfter(PLAIN_NAME, line.segments);
    if (first && last) return { first: nice(first), last: nice(last), lineIndex: firstLine };
  }
  if (first && plain) {
    // "Name: Max Probe" with "Vorname: Max" repeats the given name; what is left is the family name.
    const given = new Set(first.toLowerCase().split(' '));
    const family = plain.split(' ').filter((w) => !given.has(w.toLowerCase())).join(' ');
    if (family) return { first: nice(first), last: nice(family), lineIndex: firstLine };
  }
  return undefined;
}
