// E-mail addresses: every one printed, lowercased, de-duplicated (DESIGN.md §6).
// Guards: retina image names (logo@2x.png) and addresses glued to neighbouring words.
import { anyCase, LETTER_ANY_CASE as L } from '../classify/any-case.js';
import { joinHyphenBrokenEmails } from './email-hyphen-break.js';

const EMAIL = /(?<![\p{L}\d._%+-])[\p{L}\d._%+-]+@[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.\p{L}{2,24}(?![\p{L}\d-])/gu;
// "name [at] domain [dot] com" and "name (at) domain.com": people hide addresses from bots.
// Without the i flag, which made V8 slow to compile the letter classes; the same matches (../classify/any-case.ts).
const OBFUSCATED = new RegExp(String.raw`(?<![${L}\d._%+-])([${L}\d._%+-]+)\s*[[(]\s*${anyCase('at')}\s*[\])]\s*`
  + String.raw`([${L}\d-]+(?:\s*(?:\.|[[(]\s*${anyCase('dot')}\s*[\])])\s*[${L}\d-]+)+)`, 'gu');
// What OBFUSCATED needs: a bracketed "at". Most CVs have none and never compile OBFUSCATED (~0.6 ms of a cold parse).
const BRACKETED_AT = new RegExp(String.raw`[[(]\s*${anyCase('at')}\s*[\])]`, 'u');
// What the rejoining patterns in extractEmails need, without their letter classes (same reason): "@" and a line break
// after only spaces; "@", a word without a dot, and a next line that starts with a dot; and AT_WORD_THEN_BREAK below.
const AT_THEN_BREAK = /@\s*\n/;
const AT_WORD_THEN_DOT_LINE = /@[^\s@.]+[ \t]*\n[ \t]*\./;
// A break inside the domain's first word ("j.doe@exa" ↵ "mple.co.uk"), right before the "@" ("j.doe" ↵ "@example.org"),
// or after a dot and at most one letter of the domain's rest: "@" and a word without a dot at a line's end, a line that
// starts with "@", or "@", a dot and at most one letter at a line's end.
const AT_WORD_THEN_BREAK = /@[^\s@.]+[ \t]*\n|\n[ \t]*@|@[^\s@]+\.[^\s@.]?[ \t]*\n|@[^\s@]+\.[^\s@.]{2,3}[ \t]*\n[ \t]*[^\s@.]{1,2}[ \t]*(?:\n|$)/;
// The rest of a domain at the start of a line: words joined by dots up to a top-level domain, and nothing glued after it
// (a sentence's full stop may follow).
const DOMAIN_REST = String.raw`[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.\p{L}{2,24}(?![\p{L}\d@_-]|\.[\p{L}\d])`;
const DOMAIN_WORD_BROKEN = new RegExp(String.raw`(@[\p{L}\d-]+)[ \t]*\n[ \t]*(?=${DOMAIN_REST})`, 'gu');
// Or after the first letter of a part after a dot ("j.doe@example.d" ↵ "e", "j.doe@example.c" ↵ "o.uk"): no domain ends
// in one letter, so the next line is the part's rest, and perhaps the domain's further parts.
const TLD_BROKEN = new RegExp(String.raw`(@[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.\p{L})[ \t]*\n[ \t]*`
  + String.raw`(?=\p{L}{1,23}(?![\p{L}\d@_-]|\.[\p{L}\d])|${DOMAIN_REST})`, 'gu');
// Or inside a short top-level domain, its last letters alone on the next line ("j.doe@example.co" ↵ "m", "…@example.ne" ↵
// "t"): a word processor breaks an address too wide for its column at any letter. A line of one or two letters in the
// top-level domain's case is no line of a CV's own; the domain joined is at most four letters (com, org, info).
const TLD_TAIL_BROKEN = /(@[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.(\p{L}{2,3}))[ \t]*\n[ \t]*(\p{L}{1,2})(?=[ \t]*(?:\n|$))/gu;
const sameCase = (a: string, b: string): boolean => (a === a.toLowerCase() && b === b.toLowerCase()) || (a === a.toUpperCase() && b === b.toUpperCase());
const joinTldTail = (whole: string, address: string, tld: string, tail: string): string =>
  (tld.length + tail.length <= 4 && sameCase(tld, tail) ? `${address}${tail}` : whole);
// Or right after a dot ("j.doe@example." ↵ "nl", "…@example." ↵ "co.uk"), the domain's rest then the whole next line: a dot at a
// line's end is a sentence's end too, and a word that opens the next sentence is no domain.
const BROKEN_AFTER_DOT = /(@[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.)[ \t]*\n[ \t]*(?=(?:[\p{L}\d-]+\.)*\p{L}{2,24}[ \t]*(?:\n|$))/gu;
// A line that is one word of an address's characters, over a line that starts with "@" and a whole domain.
const BROKEN_BEFORE_AT = new RegExp(String.raw`(^|\n)([ \t]*[\p{L}\d._%+-]+)[ \t]*\n[ \t]*(?=@${DOMAIN_REST})`, 'gu');
const GLUED_AFTER_TLD_CHEAP = /@\S*\.[a-z]{2,24}[A-Z]/;
const GLUED_AFTER_TLD = /(@[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.\p{Ll}{2,24}?)(?=\p{Lu}\p{Ll}+(?![\p{L}\d-]*\.\p{L}))/gu;
const FILE_TLD = /\.(png|jpe?g|gif|svg|webp|bmp|pdf|docx?|js|css)$/;

function isPlausible(address: string): boolean {
  const [local = '', domain = ''] = address.split('@');
  if (FILE_TLD.test(domain) || /^\d+x$/.test(domain.split('.')[0] ?? '')) return false;
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  return domain.includes('.');
}

export function extractEmails(given: string): string[] {
  const found: string[] = [];
  // "ville-" ↵ "court.e@example.org": broken after a hyphen, TeX's or the address's own (email-hyphen-break.ts).
  const text = joinHyphenBrokenEmails(given);
  // Narrow columns wrap an address right after "@", and before the top-level domain ("j.doe@example" ↵ ".com"): a line
  // that starts with ".tld" right under an address whose domain has no dot yet continues it. A break after "." is
  // often a sentence's end: it is joined only where the next line is nothing but a domain's rest (BROKEN_AFTER_DOT).
  const broken = AT_THEN_BREAK.test(text) ? text.replace(/@\s*\n\s*(?=[\p{L}\d])/gu, '@') : text;
  const atDot = AT_WORD_THEN_DOT_LINE.test(broken)
    ? broken.replace(/(@[\p{L}\d-]+)[ \t]*\n[ \t]*(?=\.\p{L}{2,24}(?![\p{L}\d.-]))/gu, '$1') : broken;
  // It may wrap inside the domain's first word, where no dot ends a sentence ("j.doe@exa" ↵ "mple.co.uk": the rest of the
  // line must be a whole domain), after the first letter of the top-level domain or inside a short one, or before the "@" ("j.doe" ↵
  // "@example.org", the line above one word of its own).
  const joined = AT_WORD_THEN_BREAK.test(atDot)
    ? atDot.replace(DOMAIN_WORD_BROKEN, '$1').replace(TLD_BROKEN, '$1').replace(TLD_TAIL_BROKEN, joinTldTail).replace(BROKEN_AFTER_DOT, '$1')
      .replace(BROKEN_BEFORE_AT, '$1$2')
    : atDot;
  // "…@example.nlData-analist, …": a text layer glued the next column's line to the address. A capital after the
  // top-level domain's small letters starts a word of its own, unless a dot follows that word (a camel-cased domain:
  // "@mail.myCompany.de"); with the space back the address ends where it did.
  const apart = GLUED_AFTER_TLD_CHEAP.test(joined) ? joined.replace(GLUED_AFTER_TLD, '$1 ') : joined;
  for (const m of apart.matchAll(EMAIL)) found.push(m[0]);
  for (const m of BRACKETED_AT.test(apart) ? apart.matchAll(OBFUSCATED) : []) {
    const domain = (m[2] ?? '').replace(/\s*[[(]\s*dot\s*[\])]\s*/giu, '.').replace(/\s+/g, '');
    found.push(`${m[1]}@${domain}`);
  }
  const seen = new Set<string>();
  const out: string[] = [];
  for (const printed of found) {
    // "…@example.co.ukPhone": a label glued to the address by a page's runs; a top-level domain never changes case inside.
    const raw = printed.replace(/(\.\p{Ll}{2,24})\p{Lu}\p{L}*$/u, '$1');
    const email = raw.toLowerCase().replace(/^[._%+-]+/, '').replace(/\.+$/, '');
    if (!isPlausible(email) || seen.has(email)) continue;
    seen.add(email);
    out.push(email);
  }
  return out;
}
