// Several roles at one employer (generateCv(seed, { promotions: true })): one job of the CV becomes two or three roles
// held one after the other at the same firm (a promotion, a move inside it). The employer is printed once, alone on its
// line (`alone`), with the whole span in the date column ("2016 – present", `span`) or with how long it lasted in the
// CV's language ("6 yrs 2 mos", "6 Jahre 2 Monate", `duration`: after a middle dot on the employer's line or on a line
// under it); then each role's title with its own period (in the layout's date column, or under the title where the
// layout prints dates inline), with its prose under it or none (`prose`). The truth holds one job per role, each with
// the employer. Not for form, glossed, "at", client-opened, pieced-title or freelance CVs (`plain`). Drawn from a stream
// of its own (the seed's, mixed) after every other work draw, so a CV that draws `plain` prints what it did; without the
// option nothing changes.
import { rng } from './generate.mjs';
import { VOCAB } from './vocab.mjs';
import { inLang } from './more-langs.mjs';

export const PROMOTION_FORMS = ['alone', 'span', 'duration', 'plain'];

// How long a stretch lasted, in the CV's language: years and months, written short or long as CVs and profiles print it.
const DURATIONS = inLang({
  en: [(y, m) => `${y} yrs ${m} mos`, (y, m) => `${y} years ${m} months`], de: [(y, m) => `${y} Jahre ${m} Monate`, (y) => `${y} Jahre`],
  fr: [(y, m) => `${y} ans ${m} mois`, (y) => `${y} ans`], es: [(y, m) => `${y} años ${m} meses`, (y) => `${y} años`],
  it: [(y, m) => `${y} anni ${m} mesi`, (y) => `${y} anni`], pl: [(y, m) => `${y} lat ${m} mies.`, (y) => `${y} lat`],
  nl: [(y, m) => `${y} jaar ${m} maanden`, (y) => `${y} jaar`], pt: [(y, m) => `${y} anos ${m} meses`, (y) => `${y} anos`],
  hu: [(y, m) => `${y} év ${m} hónap`, (y) => `${y} év`],
});

const months = (ym) => Number(ym.slice(0, 4)) * 12 + Number(ym.slice(5, 7)) - 1;
const toYm = (n) => `${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`;
// "Now" for a job that runs on: the month the generator's dates are drawn up to.
const NOW = '2026-11';

/** A stretch's length as `[years, months]` (both at least 1 year, so a duration line always has its years). */
export function lengthOf(start, end) {
  const n = Math.max(12, months(end || NOW) - months(start) + 1);
  return [Math.floor(n / 12), n % 12];
}

/** How long a stretch lasted as the CV's language prints it (the `k`th of its forms). */
export const durationText = (lang, start, end, k = 0) => {
  const forms = DURATIONS[lang] ?? DURATIONS.en;
  const [y, m] = lengthOf(start, end);
  return forms[k % forms.length](y, m);
};

/**
 * Job `at` split into `n` roles at its employer, newest first: the newest keeps the job's title, the older ones other titles
 * of the CV's language that no job of the CV holds; each role gets its part of the stretch (a stretch under two years
 * starts two years earlier, so each role spans months of its own). `mark` is written into each role (`promotion`).
 */
export function splitRoles(cv, r, at, n, mark = {}) {
  const w = cv.work[at];
  const used = new Set(cv.work.map((j) => j.title));
  const others = r.sample((VOCAB[cv.lang] ?? VOCAB.en).titles.filter((t) => !used.has(t)), n - 1);
  if (others.length < n - 1) return undefined;
  const last = months(w.end || NOW);
  let first = months(w.start);
  if (last - first < 24) first -= 24;
  const step = Math.floor((last - first) / n);
  const cuts = Array.from({ length: n + 1 }, (_, i) => (i === n ? last : first + i * step));
  // Oldest first in cuts; the roles are listed newest first.
  return Array.from({ length: n }, (_, i) => {
    const k = n - 1 - i;
    return { ...w, title: i === 0 ? w.title : others[i - 1], start: toYm(cuts[k]), end: i === 0 ? w.end : toYm(cuts[k + 1]),
      prose: w.prose, promotion: { ...mark, index: i, of: n, start: toYm(cuts[0]), end: w.end } };
  });
}

/** The CV with one job printed as several roles under its employer (`work[k].promotion`), `{ form: 'plain' }` where it prints none. */
export function withPromotions(cv) {
  const r = rng((cv.seed ^ 0x9a07) * 31 + 5);
  const form = r.pick(PROMOTION_FORMS);
  const at = r.int(cv.work.length);
  const n = 2 + r.int(2);
  const prose = r.next() < 0.5;
  const below = r.next() < 0.5;
  const durationForm = r.int(2);
  const s = cv.style;
  const clash = s.form || s.gloss || (s.at && s.at.form !== 'plain') || (s.clientOpens && s.clientOpens.form !== 'plain')
    || (s.titlePieces && s.titlePieces.form !== 'plain') || (s.freelance && s.freelance.form !== 'plain') || s.clientParents?.form && s.clientParents.form !== 'plain';
  const roles = form === 'plain' || clash ? undefined : splitRoles(cv, r, at, n);
  if (!roles) return { ...cv, style: { ...s, promotions: { form: 'plain' } } };
  const work = [...cv.work.slice(0, at), ...roles, ...cv.work.slice(at + 1)];
  return { ...cv, work, style: { ...s, promotions: { form, roles: n, prose, below, durationForm } } };
}

/**
 * The header lines of a role's job: the employer's line (with its span or duration) above the first role, then the role's
 * title with its period. The prose under a role is the caller's, left out where the form prints none. `periodOf(cv, job)`
 * prints a period as the layout does (document.mjs's).
 */
export function promotionHead(cv, w, date, periodOf) {
  const p = cv.style.promotions;
  if (!w.promotion || !p || p.form === 'plain') return undefined;
  const title = { text: w.title, bold: true, date };
  if (w.promotion.index !== 0) return [title];
  const span = { start: w.promotion.start, end: w.promotion.end };
  const employer = { text: w.employer, bold: true, size: 11 };
  if (p.form === 'span') return [{ ...employer, date: periodOf(cv, span) }, title];
  if (p.form === 'alone') return [employer, title];
  const duration = durationText(cv.lang, span.start, span.end, p.durationForm);
  return p.below ? [employer, { text: duration }, title] : [{ ...employer, text: `${w.employer} · ${duration}` }, title];
}

/** Whether a role's prose is printed (the `prose` draw; every other job prints its own). */
export const promotionProse = (cv, w) => !w.promotion || cv.style.promotions?.prose !== false;

