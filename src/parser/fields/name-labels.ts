// Forms that print given and family name under separate labels ("Vorname: Max",
// "Nachname: Beispielmann", "Vezetéknév: Minta"). When both are there they beat any guess.
import type { CvDocument } from './document.js';
import { nameTokens, type NameParts } from './name-parts.js';
import { toProperCase } from '../classify/text.js';

const GIVEN = /^(first\s*names?(\(s\))?|given\s*names?|forename|vorname[n]?|prénom|prenom|nome|nombre|keresztnév|utónév|imię|voornaam|jméno)\s*[:\-–]?\s*/iu;
const FAMILY = /^(last\s*name|surname(\(s\))?|family\s*name|nachname|familienname|nom(\s+de\s+famille)?|cognome|apellidos?|vezetéknév|családnév|nazwisko|achternaam|příjmení)\s*[:\-–]?\s*/iu;
const VALUE = /^[\p{Lu}][\p{L}'’.\- ]{0,40}$/u;

function valueAfter(label: RegExp, segments: readonly string[]): string | undefined {
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i] ?? '';
    const m = s.match(label);
    if (!m) continue;
    // "Vorname: Max" in one segment, or "Vorname | Max" across a column gap.
    const rest = s.slice(m[0].length).trim() || (segments[i + 1] ?? '').trim();
    const value = nameTokens(rest).join(' ');
    if (value && VALUE.test(value) && !GIVEN.test(value) && !FAMILY.test(value)) return value;
  }
  return undefined;
}

const nice = (s: string): string => (/\p{Ll}/u.test(s) ? s : toProperCase(s));

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
