// "van Iersel V.O.F.", "von Bülow GmbH", "van den Heuvel - Schipper": a firm named after a family whose name opens on a
// particle written in lower case (Dutch, Flemish, German) starts its line in lower case. A detail's wrapped tail starts
// so too, but its words after the particle are not all capitalised ("van een nieuw systeem"). German capitalises its
// nouns and French and Spanish their towns ("von Kunden", "der Abteilung Einkauf", "de Paris"): after a particle those
// languages also write as a word ("de", "der", "von" …), the line must end on a legal form to be a firm's name.
import { endsOnLegalForm } from './title-then-firm.js';
import { isDashedNames, isFamilyFirm, isPartnersNames } from './partners-names.js';
import { alternation, GERMANIC_PARTICLES } from '../fields/name-particles.js';

// Particles, one or two ("van den", "von der", "van 't"), each followed by a space and a capital.
const PARTICLES = new RegExp(`^(?:(?:${alternation(GERMANIC_PARTICLES)})\\s+){1,2}(?=\\p{Lu})`, 'u');
// Particles that open no sentence's tail in the languages that write them: Dutch "van", "ter", "ten", "'t".
const NAME_ONLY = /^(?:van|ter|ten|'t|’t)\s/u;
// What a firm's name may hold between its capitalised words: "&", a dash, the "and" of its sons ("en Zonen", "und Söhne").
const JOINERS = new Set(['&', '-', '–', '+', 'en', 'und', 'et', 'e', 'y', 'and']);
const MAX_WORDS = 6;

/** The text opens on a name's particle and a capital ("van de Veen", "de Jong and …"): its case tells nothing of a sentence. */
export const opensOnParticle = (text: string): boolean => PARTICLES.test(text.trim());

/** The line is a family's name opening on its particle, with the name's words capitalised after it (a firm's name). */
export function opensOnNameParticle(line: string): boolean {
  const t = line.trim();
  const particles = PARTICLES.exec(t);
  if (!particles) return false;
  // "de Jong, van Beek and van Loon, Grote": partners listed first, their firm's town after them.
  const pieces = t.split(/,\s+/u);
  if (pieces.length >= 2 && pieces.some((_, k) => k >= 1 && isPartnersNames(pieces.slice(0, k + 1).join(', ')))) return true;
  // "van den Berg en Zonen, Elmswijk": a family firm, its sons or partners last, and its town after it. (Partners' names
  // alone before a comma may be nouns a sentence's tail capitalises: "von Kunden und Lieferanten, …".)
  if (pieces.length >= 2 && isFamilyFirm(pieces[0]!)) return true;
  // "de Groot - van Dam": two surnames dashed, each with its particle or one of them, are one firm's name (a sentence's
  // tail joins no two surnames by a spaced dash).
  if (isDashedNames(pieces[0]!) && pieces.slice(1).every((p) => /^\p{Lu}/u.test(p))) return true;
  const words = t.slice(particles[0].length).split(/\s+/u);
  if (words.length + particles[0].trim().split(/\s+/u).length > MAX_WORDS) return false;
  // A sentence ends on its full stop; a legal form's dots ("V.O.F.", "B.V.") end none.
  if (/[!?;:]$/u.test(t) || /\p{Ll}{3,}\.$/u.test(t)) return false;
  if (!words.every((w) => /^[\p{Lu}\d]/u.test(w) || JOINERS.has(w.toLowerCase()))) return false;
  // "de Vries & Sons": a family firm's sons or brothers end its name as a legal form would.
  return NAME_ONLY.test(t) || endsOnLegalForm(t) || isFamilyFirm(t);
}

