// Person fields in forms the earlier classes do not print (generateCv(seed, { persons: true }), drawn from a stream of
// its own after every other draw, so the people, jobs, schools and the earlier classes of a CV stay what they were).
// One person form a CV:
// - 'br-district-town': a Portuguese CV whose only place line is a Brazilian district and its town with nothing between
//   them, then the state's code after a dash ("Jardim Aurora Belo Horizonte – MG"): the truth is the town alone;
// - 'cep-glued': a Portuguese CV with a Brazilian address whose CEP is glued to the town ("18035-060Sorocaba"), as a
//   text layer loses the space between two runs; the truth is the street, the town and the CEP;
// - 'po-box': the street replaced by a post-office box in the CV's language ("PO Box 4521", "Postfach 12 34",
//   "Apartado 318"), over the town line: the box is the street of the truth;
// - 'nickname': the name printed with a nickname in quotes or brackets between the given and family names
//   ('Maria "Mia" Beispiel', "Anna (Ania) Nowak"): the nickname is neither the given nor the family name;
// - 'degree-after': an academic degree after the name and a comma ("…, PhD", "…, MBA", "…, M.Sc."): no part of it;
// - 'letterhead': a reference letter after the CV, opened by its organisation's letterhead with a street, a town, a
//   "Tel." and a "Fax" number and a web address: the organisation's numbers are no phone of the person;
// - 'photo-cell': the CV opens with a header table whose left cell holds the photo (no text) and whose right cell holds
//   the name, the headline and the contact lines; in a PDF the name stands at the top of a cell to the right of the page's
//   margin. Drawn from a stream of its own among the CVs that would print 'plain', so the other forms stay on their CVs;
// - 'plain': as before.
// A form the CV cannot print (no name printed, a name in another class, another language) falls back to 'plain', so the
// table groups by what was printed.
import { rng } from './generate.mjs';
import { VOCAB } from './vocab.mjs';
import { inLang } from './more-langs.mjs';

export const PERSON_FORMS = ['br-district-town', 'cep-glued', 'po-box', 'nickname', 'degree-after', 'letterhead', 'photo-cell', 'plain'];
const DRAWN_FORMS = PERSON_FORMS.filter((f) => f !== 'photo-cell');

// Real Brazilian towns (one to three words) with their state's code and a CEP of the right shape; districts are invented
// names after a real district word.
const BR_TOWNS = [['Sorocaba', 'SP', '18035-060'], ['Belo Horizonte', 'MG', '30130-009'], ['Aparecida do Taboado', 'MS', '79570-000'],
  ['Campo Grande', 'MS', '79002-010'], ['Juiz de Fora', 'MG', '36010-002'], ['Niterói', 'RJ', '24020-005']];
const BR_DISTRICTS = ['Jardim Aurora', 'Vila Serenita', 'Parque Ipêzal', 'Jardim das Acácias', 'Vila Nova Esperança'];
const BR_STREETS = ['Rua das Quaresmeiras', 'Avenida dos Flamboyants', 'Rua Pedra Azul'];
// The post-office box's words, per language (general knowledge).
const PO_BOX = inLang({ en: ['PO Box', 'P.O. Box'], de: ['Postfach'], fr: ['BP', 'Boîte postale'], es: ['Apartado', 'Apartado de correos'],
  it: ['Casella postale'], pl: ['Skrytka pocztowa'], hu: ['Pf.'], nl: ['Postbus'], pt: ['Caixa Postal', 'Apartado'] });
// Invented nicknames; the quotes people print them in, per language.
const NICKNAMES = ['Mia', 'Toni', 'Kiki', 'Nico', 'Sasha', 'Lulu', 'Bibi', 'Rafa'];
// (The low opening quote of German, Polish and Hungarian has no place in the test PDF writer's encoding: the high one
// stands in for it.)
const QUOTES = inLang({ en: ['"', '"'], de: ['“', '”'], fr: ['« ', ' »'], es: ['“', '”'], it: ['“', '”'], pl: ['“', '”'], hu: ['“', '”'], nl: ['‘', '’'],
  pt: ['“', '”'] });
const DEGREES = ['PhD', 'MBA', 'M.Sc.', 'MSc', 'Ph.D.', 'MA', 'CPA'];
// The reference letter's heading and sentence, per language (written for this generator).
const LETTER = inLang({
  en: ['Reference letter', 'This is to certify that the above named was employed by our institute.'],
  de: ['Arbeitszeugnis', 'Hiermit bestätigen wir, dass die oben genannte Person bei uns beschäftigt war.'],
  fr: ['Attestation de travail', 'Nous certifions que la personne susnommée a été employée par notre institut.'],
  es: ['Certificado de empleo', 'Certificamos que la persona arriba mencionada trabajó en nuestro instituto.'],
  it: ['Attestato di servizio', 'Si certifica che la persona sopra indicata ha lavorato presso il nostro istituto.'],
  pl: ['Zaświadczenie o zatrudnieniu', 'Zaświadczamy, że wyżej wymieniona osoba była zatrudniona w naszym instytucie.'],
  hu: ['Munkáltatói igazolás', 'Igazoljuk, hogy a fent nevezett személy intézetünkben dolgozott.'],
  nl: ['Werkgeversverklaring', 'Hierbij verklaren wij dat bovengenoemde persoon bij ons instituut werkzaam was.'],
  pt: ['Declaração de trabalho', 'Declaramos que a pessoa acima referida trabalhou no nosso instituto.'],
});
// The organisation's numbers: national, grouped with dashes and dots as letterheads print them.
const ORG_NUMBERS = inLang({ en: '020 7946 0#5#', de: '030 / 2345-6#1#', fr: '01 45 67 #8 #9', es: '91 234 5# #8', it: '02 4567 8#9#', pl: '22 345 6# #7',
  hu: '1 234 5#6#', nl: '020 - 345 6#7#', pt: '21 345 6#8#' });

/** The CV with its person form drawn (`style.persons` = { form, … }). */
export function withPersonForm(cv) {
  const r = rng((cv.seed ^ 0x5e7a) * 17 + 3);
  let form = cv.lang === 'pt' && r.next() < 0.4 ? r.pick(['br-district-town', 'cep-glued']) : r.pick(DRAWN_FORMS);
  const town = r.pick(BR_TOWNS);
  const district = r.pick(BR_DISTRICTS);
  const street = `${r.pick(BR_STREETS)}, ${10 + r.int(1900)}`;
  const box = `${r.pick(PO_BOX[cv.lang])} ${100 + r.int(9800)}`;
  const nickname = r.pick(NICKNAMES.filter((n) => n !== cv.first && n !== cv.last));
  const bracketed = r.next() < 0.4;
  const degree = r.pick(DEGREES);
  const digit = () => String(r.int(10));
  const orgNumbers = [ORG_NUMBERS[cv.lang].replace(/#/g, digit), ORG_NUMBERS[cv.lang].replace(/#/g, digit)];
  const w = cv.style.wild ?? {};
  // The address forms print the address a CV's own way: only a plain one (a street over its town line) is replaced.
  const plainAddress = (w.address ?? 'plain') === 'plain' && ['plain', 'phone-label', undefined].includes(w.contactForm)
    && ['plain', undefined].includes(w.placeForm) && ['plain', undefined].includes(w.addressForm) && !cv.style.hard?.state;
  if (['br-district-town', 'cep-glued'].includes(form) && (cv.lang !== 'pt' || !plainAddress)) form = 'plain';
  if (form === 'po-box' && (!plainAddress || cv.style.hard?.contact === 'broken')) form = 'plain';
  // A name to dress: printed, in no other name class, given name first, on one line or two.
  const nameFree = cv.first !== '' && ['plain', 'two-lines', undefined].includes(cv.style.hard?.name) && !w.nameForm
    && ['plain', undefined].includes(cv.style.names?.class) && ['plain', undefined].includes(cv.style.traps?.class);
  if (form === 'nickname' && (!nameFree || cv.style.nameOrder === 'family-given')) form = 'plain';
  if (form === 'degree-after' && !nameFree) form = 'plain';
  // The photo's header table replaces a one-column CV's top or a header table's two cells.
  const photo = rng((cv.seed ^ 0x70c3) * 13 + 5).next() < 0.5;
  if (form === 'plain' && photo && nameFree && ['one-column', 'header-table'].includes(cv.style.layout)) form = 'photo-cell';
  const out = { ...cv, address: { ...cv.address }, style: { ...cv.style, persons: { form } } };
  const p = out.style.persons;
  if (form === 'br-district-town') {
    out.address = { street: '', city: town[0], zip: '' };
    p.lines = [`${district} ${town[0]} ${r.pick(['–', '-'])} ${town[1]}`];
  }
  if (form === 'cep-glued') {
    out.address = { street, city: town[0], zip: town[2] };
    p.lines = [street, r.next() < 0.5 ? `${town[2]}${town[0]} – ${town[1]}` : `${town[2]}${town[0]}/${town[1]}`];
  }
  if (form === 'po-box') {
    out.address.street = box;
    p.lines = [box, VOCAB[cv.lang].cityLine(cv.address.zip, cv.address.city)];
  }
  if (form === 'nickname') {
    const [open, close] = bracketed ? ['(', ')'] : QUOTES[cv.lang];
    p.nickname = `${open}${nickname}${close}`;
  }
  if (form === 'degree-after') p.degree = degree;
  if (form === 'letterhead') {
    const v = VOCAB[cv.lang];
    const [heading, sentence] = LETTER[cv.lang];
    const [orgCity, orgZip] = r.pick(v.cities.filter(([c]) => c !== cv.address.city));
    p.numbers = orgNumbers;
    p.letter = [`${r.pick(['Institute', 'Instituto', 'Institut'])} ${r.pick(['Aurelian', 'Borealis', 'Castellum'])}`,
      v.street(1 + r.int(90), r.pick(v.streets)), v.cityLine(orgZip, orgCity), `Tel.: ${orgNumbers[0]}`, `Fax: ${orgNumbers[1]}`,
      `www.${r.pick(['aurelian', 'borealis', 'castellum'])}-institute.example`, heading, sentence];
  }
  return out;
}

/** The name's printed lines dressed in the CV's person form: a nickname after the given name, a degree after the name. */
export function dressedNameLines(cv, lines) {
  const p = cv.style.persons;
  if (!p || lines.length === 0) return lines;
  if (p.nickname) {
    const at = lines.findIndex((l) => l.text.startsWith(cv.first));
    if (at < 0) return lines;
    return lines.map((l, i) => (i === at ? { ...l, text: `${cv.first} ${p.nickname}${l.text.slice(cv.first.length)}` } : l));
  }
  if (p.degree) return lines.map((l, i) => (i === lines.length - 1 ? { ...l, text: `${l.text}, ${p.degree}` } : l));
  return lines;
}

/** The address lines of the CV's person form, or undefined when it prints the address as before. */
export const personAddressLines = (cv) => cv.style.persons?.lines;

/** The letterhead's lines after the CV (an organisation's, with its numbers), or none. */
export const letterLines = (cv) => (cv.style.persons?.letter ?? []).map((text) => ({ text }));

/** The last seven digits of the organisation's numbers: a phone read that ends in them is made up. */
export const letterheadDigits = (cv) => (cv.style.persons?.numbers ?? []).map((n) => n.replace(/\D/g, '').slice(-7));
