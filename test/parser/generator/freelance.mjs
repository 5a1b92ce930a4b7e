// A self-employed stretch printed as a role over its clients (generateCv(seed, { freelance: true })): one job of the CV
// becomes a line that names the role alone ("Freelancer", "Selbstständig", "Autónomo" …, in the CV's language) over two
// bulleted client lines, each with its own period in the date column and its prose below. The role is each client's
// title: the truth holds two jobs, employer the client and title the role. Not for form, glossed, "at", client-opened
// or pieced-title CVs (`plain`). Drawn from a stream of its own (the seed's, mixed), so the people, the other jobs and
// every other draw of a CV stay what they were; without the option nothing changes.
import { rng } from './generate.mjs';
import { inLang } from './more-langs.mjs';

// The roles a self-employed person prints over their clients, each one a CV of the language uses.
const ROLES = inLang({
  en: ['Freelancer', 'Self-employed', 'Freelance'], de: ['Freiberufler', 'Selbstständig', 'Freelancer'], fr: ['Freelance', 'Indépendant'],
  es: ['Autónomo', 'Freelance'], it: ['Freelance', 'Freelancer'], pt: ['Freelancer', 'Autônomo'], nl: ['Zelfstandige', 'Freelancer'],
  pl: ['Freelancer', 'Samozatrudniony'], hu: ['Szabadúszó', 'Egyéni vállalkozó'],
});
// Invented clients: none of them is an employer the generator draws.
const CLIENTS = ['Thistlecombe Press', 'Marrowby Foods', 'Quenridge Analytics', 'Oxlade Studio', 'Fennimore Travel', 'Wrexley Dental',
  'Harrowgate Joinery', 'Copperleaf Media'];
// The glyph that opens a client's line (in the PDF writer's Latin-1 range).
const GLYPHS = ['• ', '» ', '- '];
export const FREELANCE_FORMS = ['role-over-clients'];

const shifted = (ym, years) => `${Number(ym.slice(0, 4)) + years}-${ym.slice(5, 7)}`;

/** The CV with one job printed as a role over two clients (`work[k].freelance`), `{ form: 'plain' }` where it prints none. */
export function withFreelance(cv) {
  const r = rng((cv.seed ^ 0xf7ee) * 29 + 3);
  const role = r.pick(ROLES[cv.lang] ?? ROLES.en);
  const glyph = r.pick(GLYPHS);
  const at = r.int(cv.work.length);
  const [first, second] = r.sample(CLIENTS, 2);
  const s = cv.style;
  if (s.form || s.gloss || (s.at && s.at.form !== 'plain') || (s.clientOpens && s.clientOpens.form !== 'plain')
    || (s.titlePieces && s.titlePieces.form !== 'plain')) return { ...cv, style: { ...s, freelance: { form: 'plain' } } };
  const w = cv.work[at];
  // The newer client from a year after the stretch began, the older one up to then (both within the stretch).
  const split = w.end && shifted(w.start, 1) >= w.end ? w.start : shifted(w.start, 1);
  const clients = [
    { ...w, employer: first, title: role, start: split, freelance: { first: true } },
    { ...w, employer: second, title: role, end: split, freelance: { first: false } },
  ];
  const work = [...cv.work.slice(0, at), ...clients, ...cv.work.slice(at + 1)];
  return { ...cv, work, style: { ...s, freelance: { form: 'role-over-clients', role, glyph } } };
}

/** The header lines of a client's job: the role's line above the first client, then the client's bulleted line and its period. */
export function freelanceHead(cv, w, date) {
  const f = cv.style.freelance;
  if (!w.freelance || !f || f.form === 'plain') return undefined;
  return [...(w.freelance.first ? [{ text: f.role, bold: true }] : []), { text: `${f.glyph}${w.employer}`, date }];
}
