// Referees at the end of a CV (generateCv(seed, { referees: true }), drawn from a stream of its own after every other
// class, so nothing else of a CV changes). Many CVs close with the people an employer may call: each with a name, a
// position, a firm, a phone and an e-mail, sometimes a postal address. Their details are no one's but the referees': a
// parser that reads them gives the candidate a stranger's name, phone or e-mail. One form a CV:
// - 'stacked': one to three referees under the heading in the CV's language ("References", "Referenzen", "Références",
//   "Referencias", "Referenze", "Referencje", "Referenciák", "Referenties", "Referências"), each a block of lines (name,
//   position and firm, labelled phone and e-mail, sometimes the firm's street and town);
// - 'one-line': each referee on one line, the pieces apart by commas and dashes;
// - 'side-by-side': two referees in two columns, line by line (a PDF sets each cell at its column's edge, a DOCX
//   separates the cells by tabs);
// - 'on-request': the heading over the sentence that references are available on request, and nothing else;
// - 'no-contact': as 'stacked', and the candidate's own phone and e-mail are not printed at the top (the truth's phone
//   and e-mail are then empty: a referee's must not be taken);
// - 'plain': as before.
// Not with a letterhead after the CV (person-forms.mjs), whose numbers are a test of their own. The truth is unchanged
// but for 'no-contact'.
import { rng } from './generate.mjs';
import { VOCAB } from './vocab.mjs';

export const REFEREE_FORMS = ['stacked', 'one-line', 'side-by-side', 'on-request', 'no-contact', 'plain'];

// The section's heading per language (general knowledge of CV templates).
const HEADINGS = {
  en: ['References', 'Referees'], de: ['Referenzen'], fr: ['Références'], es: ['Referencias'], it: ['Referenze'],
  pl: ['Referencje'], hu: ['Referenciák'], nl: ['Referenties'], pt: ['Referências'],
};
// "References available on request", per language (written for this generator).
const ON_REQUEST = {
  en: ['References available on request.', 'Available upon request.'], de: ['Referenzen auf Anfrage.'],
  fr: ['Références disponibles sur demande.'], es: ['Referencias disponibles a petición.'], it: ['Referenze disponibili su richiesta.'],
  pl: ['Referencje dostępne na życzenie.'], hu: ['Referenciák kérésre.'], nl: ['Referenties op aanvraag.'],
  pt: ['Referências disponíveis mediante pedido.'],
};
// Positions a referee holds (a manager, a lecturer), per language; the firm is an employer of the vocabulary.
const POSITIONS = {
  en: ['Operations Manager', 'Head of Finance', 'Senior Lecturer'], de: ['Abteilungsleiter', 'Geschäftsführerin', 'Teamleiter'],
  fr: ['Directeur des opérations', 'Responsable financière'], es: ['Director de operaciones', 'Jefa de finanzas'],
  it: ['Direttore operativo', 'Responsabile amministrativa'], pl: ['Kierownik działu', 'Dyrektor finansowy'],
  hu: ['Osztályvezető', 'Pénzügyi igazgató'], nl: ['Afdelingshoofd', 'Financieel directeur'], pt: ['Diretor de operações', 'Gestora financeira'],
};
const TITLES = ['Dr.', 'Prof.', ''];

const mail = (s) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z]+/g, '');
const digitsOf = (s) => s.replace(/\D/g, '').slice(-7);

/** One invented referee of the CV's language: no one of the CV's own names, a phone that is not the candidate's. */
function referee(cv, r, taken) {
  const v = VOCAB[cv.lang];
  const first = r.pick(v.given.filter((g) => g !== cv.first && !taken.has(g)));
  taken.add(first);
  const last = r.pick(v.family.filter((f) => f !== cv.last && !cv.last.includes(f)));
  let phone = r.pick(v.phones).replace(/#/g, () => String(r.int(10)));
  while (digitsOf(phone) === digitsOf(cv.phone)) phone = r.pick(v.phones).replace(/#/g, () => String(r.int(10)));
  const firm = r.pick(v.employers);
  const domain = mail(firm.split(' ')[0]);
  const [town, zip] = r.pick(v.cities);
  return {
    name: `${r.pick(TITLES)} ${first} ${last}`.trim(), first, last, position: r.pick(POSITIONS[cv.lang]), firm, phone,
    email: `${mail(first)}.${mail(last)}@${domain}.example.${v.tld}`,
    address: r.next() < 0.4 ? [v.street(1 + r.int(90), r.pick(v.streets)), v.cityLine(zip, town)] : [],
  };
}

/** The CV with its referee form drawn (`style.referees` = { form, heading?, lines?, people? }). */
export function withReferees(cv) {
  // The languages added after the nine (more-langs.mjs) have no referees' wording here: their CVs print none.
  if (!HEADINGS[cv.lang]) return { ...cv, style: { ...cv.style, referees: { form: 'plain' } } };
  const r = rng((cv.seed ^ 0x4e1f) * 31 + 9);
  let form = r.pick(REFEREE_FORMS);
  const heading = r.pick(HEADINGS[cv.lang]);
  const sentence = r.pick(ON_REQUEST[cv.lang]);
  const taken = new Set();
  const people = Array.from({ length: form === 'side-by-side' ? 2 : 1 + r.int(3) }, () => referee(cv, r, taken));
  if (cv.style.persons?.letter) form = 'plain';
  const out = { ...cv, style: { ...cv.style, referees: { form } } };
  if (form === 'plain') return out;
  const v = VOCAB[cv.lang];
  const ref = out.style.referees;
  ref.heading = heading;
  // Only the printed referees: 'on-request' names none.
  if (form !== 'on-request') ref.people = people;
  if (form === 'on-request') ref.lines = [{ text: sentence }];
  else if (form === 'one-line') {
    ref.lines = people.map((p) => ({ text: [`${p.name}, ${p.position}, ${p.firm}`, p.phone, p.email].join(' – ') }));
  } else if (form === 'side-by-side') {
    const rows = [(p) => p.name, (p) => p.position, (p) => p.firm, (p) => `${v.labels.phone}: ${p.phone}`, (p) => p.email];
    ref.lines = rows.map((row) => {
      const pieces = people.map(row);
      return { text: pieces.join('   '), cells: pieces, columns: [0.5, 0.5] };
    });
  } else {
    ref.lines = people.flatMap((p) => [{ text: p.name, bold: true }, { text: `${p.position}, ${p.firm}` }, ...p.address.map((text) => ({ text })),
      { text: `${v.labels.phone}: ${p.phone}` }, { text: `${v.labels.email}: ${p.email}` }]);
  }
  if (form === 'no-contact') {
    out.phone = '';
    out.email = '';
  }
  return out;
}

/** The referees' section as lines (its heading first), or none. */
export const refereeLines = (cv) => (cv.style.referees?.lines ? cv.style.referees.lines : []);

/** The last seven digits of the referees' phones: the first phone read must not end in them. */
export const refereeDigits = (cv) => (cv.style.referees?.people ?? []).map((p) => digitsOf(p.phone));

/** The referees' e-mails: the first e-mail read must not be one of them. */
export const refereeEmails = (cv) => (cv.style.referees?.people ?? []).map((p) => p.email);
