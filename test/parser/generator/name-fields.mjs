// The name as a form's two labelled rows, the given name and the family name apart (generateCv(seed, { nameFields: true }),
// drawn from a stream of its own after every other draw, so the people, jobs, schools and the earlier classes of a CV stay
// what they were). Application forms and some templates print "Vorname: …" and "Nachname: …" where a CV prints the name in
// large type. One form a CV:
// - 'colon': each row a label, a colon and its value ("Voornaam: Sanne" ↵ "Achternaam: van der Berg");
// - 'cells': label and value in cells (a PDF's column gap, a DOCX tab);
// - 'caps': as 'colon', the family name in capitals ("Nachname: VON QUELL"; the truth is the name as a name is written);
// - 'plain': as before.
// Either row first (Hungarian forms put the family name first); half the family names carry their language's particle or
// a second name ("van der …", "de la …", "von …", "da …", "…-…"), which must stay with the family name. Only where the
// CV prints its name plainly in the body (no earlier name class, trap or title; not Europass, which labels its own cells).
import { rng } from './generate.mjs';
import { VOCAB } from './vocab.mjs';
import { mailPart, WITH_PARTICLE } from './names.mjs';
import { inLang } from './more-langs.mjs';

export const NAME_FIELD_FORMS = ['colon', 'cells', 'caps', 'plain'];

// The labels of the two rows per language, [given, family] (general knowledge of forms in each language).
export const NAME_FIELD_LABELS = inLang({
  en: [['First name', 'Surname'], ['Given name', 'Family name'], ['First name', 'Last name']],
  de: [['Vorname', 'Nachname'], ['Vorname', 'Name'], ['Vorname', 'Familienname']],
  fr: [['Prénom', 'Nom'], ['Prénom', 'Nom de famille']],
  es: [['Nombre', 'Apellidos'], ['Nombre', 'Apellido']],
  it: [['Nome', 'Cognome']],
  pl: [['Imię', 'Nazwisko']],
  hu: [['Keresztnév', 'Vezetéknév'], ['Utónév', 'Családnév']],
  nl: [['Voornaam', 'Achternaam'], ['Roepnaam', 'Achternaam'], ['Voornamen', 'Achternaam']],
  pt: [['Nome', 'Apelido'], ['Nome próprio', 'Apelidos'], ['Nome', 'Sobrenome']],
});
const colon = (lang) => (lang === 'fr' ? ' :' : ':');

/** The CV with its name-field form drawn (`style.nameFields` = { form, rows: [label, value][] }). */
export function withNameFields(cv) {
  const r = rng((cv.seed ^ 0x4a3f) * 31 + 17);
  let form = r.pick(NAME_FIELD_FORMS);
  const [givenLabel, familyLabel] = r.pick(NAME_FIELD_LABELS[cv.lang]);
  const familyFirst = cv.lang === 'hu' || r.next() < 0.3;
  const particle = r.next() < 0.5;
  const k = r.int(6);
  const v = VOCAB[cv.lang];
  const other = r.pick(v.family.filter((f) => !f.includes(' ') && f !== cv.last && !/^(van|de) /.test(f)));
  const plainName = cv.first !== '' && (cv.style.hard?.name ?? 'plain') === 'plain' && !cv.style.wild?.nameForm
    && ['plain', undefined].includes(cv.style.names?.class) && ['plain', undefined].includes(cv.style.traps?.class)
    && ['plain', undefined].includes(cv.style.titles?.class) && ['plain', undefined].includes(cv.style.persons?.form)
    && cv.style.layout !== 'europass';
  if (!plainName) form = 'plain';
  const out = { ...cv, style: { ...cv.style, nameFields: { form } } };
  if (form === 'plain') return out;
  if (particle) {
    out.last = WITH_PARTICLE[cv.lang](cv.last, other, k);
    out.email = cv.email.replace(mailPart(cv.last), mailPart(out.last));
  }
  const family = form === 'caps' ? out.last.toLocaleUpperCase(cv.lang) : out.last;
  const rows = [[`${givenLabel}${colon(cv.lang)}`, out.first], [`${familyLabel}${colon(cv.lang)}`, family]];
  // Cells carry no colon: the cell is the label's end.
  const printed = form === 'cells' ? rows.map(([label, value]) => [label.replace(/\s?:$/u, ''), value]) : rows;
  out.style.nameFields.rows = familyFirst ? printed.reverse() : printed;
  return out;
}
