// The wild classes (generateCv(seed, { wild: true }), which implies `hard`): what the plain and hard
// sets never print, drawn after everything else so a wild CV keeps the people, jobs and schools of
// the hard CV of the same seed. Names from East Asia or Hungary in another country's CV, printed in
// either order, with or without the family name in capitals; a birth date and an ID number near the
// phone (neither may be read as one); phones split by dashes, dots or slashes, in national form
// without a country code, or with a second number; addresses with a flat number, a country, only a
// city, or wrapped inside the street in a narrow column; a languages section (no language is a skill).
import { contactForm } from './contact-forms.mjs';
import { placeForm } from './place-forms.mjs';
import { VOCAB } from './vocab.mjs';
import { inLang } from './more-langs.mjs';

// Common romanised given names and family names (general knowledge, written for this generator).
export const ORIGINS = {
  ja: { given: ['Yuki', 'Haruto', 'Sakura', 'Hiroshi', 'Aiko', 'Kenji', 'Takumi', 'Emi', 'Daisuke', 'Naoko'],
    family: ['Watanabe', 'Takahashi', 'Kobayashi', 'Yamaguchi', 'Matsumoto', 'Inoue', 'Shimizu', 'Fujiwara', 'Ishikawa', 'Morimoto'] },
  zh: { given: ['Wei', 'Xiaoling', 'Jiahao', 'Meiling', 'Zhiwei', 'Yuting', 'Haoran', 'Xinyi', 'Jianguo', 'Lihua'],
    family: ['Wang', 'Zhang', 'Liu', 'Tang', 'Huang', 'Zhou', 'Xu', 'Sun', 'Guo', 'Luo'] },
  // Korean names as people spell them, not only in the Revised Romanization: "Lee", "Kim", "Ahn", "Jihoon", "Youngsoo".
  ko: { given: ['Minjun', 'Seoyeon', 'Jiwoo', 'Hyejin', 'Donghyun', 'Soyeon', 'Jaewon', 'Eunji', 'Sungmin', 'Yujin', 'Jihoon', 'Youngsoo',
    'Kyungmi', 'Seunghee', 'Hyunwoo'],
    family: ['Baek', 'Choi', 'Jung', 'Kang', 'Yoon', 'Jang', 'Lim', 'Shin', 'Kwon', 'Hwang', 'Pak', 'Lee', 'Kim', 'Ahn', 'Oh'] },
  hu: { given: VOCAB.hu.given, family: VOCAB.hu.family },
};
export const NAME_FORMS = ['FAMILY Given', 'Given FAMILY', 'Family Given', 'Given Family'];
export const PHONE_FORMS = ['dashed', 'dotted', 'slash', 'paren-cc', 'national', 'two'];
export const ADDRESS_FORMS = ['unit', 'country', 'city-only', 'wrap', 'plain'];

const COUNTRY = inLang({ en: 'United Kingdom', de: 'Deutschland', es: 'España', it: 'Italia', pl: 'Polska', hu: 'Magyarország',
  nl: 'Nederland', pt: 'Portugal', cs: 'Česká republika', sk: 'Slovensko', ro: 'România', sv: 'Sverige', da: 'Danmark', no: 'Norge',
  tr: 'Türkiye' });
// The prefix a national number starts with instead of the country code.
const TRUNK = inLang({ en: '0', de: '0', fr: '0', nl: '0', hu: '06', it: '', es: '', pl: '', pt: '', cs: '', sk: '0', ro: '0', sv: '0', da: '',
  no: '', tr: '0' });
const BIRTH_LABEL = inLang({ en: 'Date of birth', de: 'Geburtsdatum', fr: 'Date de naissance', es: 'Fecha de nacimiento', it: 'Data di nascita',
  pl: 'Data urodzenia', hu: 'Születési dátum', nl: 'Geboortedatum', pt: 'Data de nascimento', cs: 'Datum narození', sk: 'Dátum narodenia',
  ro: 'Data nașterii', sv: 'Födelsedatum', da: 'Fødselsdato', no: 'Fødselsdato', tr: 'Doğum Tarihi' });
const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November',
  'December'];
/** A birth date as the language prints it. */
export function birthText(lang, iso, prose) {
  const [y, m, d] = iso.split('-');
  const date = lang === 'hu' ? `${y}. ${m}. ${d}.` : lang === 'en' ? `${Number(d)} ${MONTHS_EN[Number(m) - 1]} ${y}`
    : lang === 'nl' ? `${d}-${m}-${y}` : ['de', 'pl', 'cs', 'sk', 'ro', 'da', 'no', 'tr'].includes(lang) ? `${d}.${m}.${y}`
    : lang === 'sv' ? `${y}-${m}-${d}` : `${d}/${m}/${y}`;
  if (!prose) return `${BIRTH_LABEL[lang]}: ${date}`;
  return { en: `Born ${date}`, de: `geb. am ${date}`, fr: `Née le ${date}`, es: `Nacida el ${date}`, it: `Nata il ${date}`,
    pl: `ur. ${date}`,
    hu: `Született: ${date}`, nl: `Geboren op ${date}`, pt: `Nascida em ${date}`, cs: `nar. ${date}`, sk: `nar. ${date}`,
    ro: `Născută la ${date}`, sv: `Född ${date}`, da: `Født ${date}`, no: `Født ${date}`, tr: `Doğum: ${date}` }[lang];
}
// ID numbers of the shapes each country prints on a CV (digits drawn from the seed; none is a real person's).
const ID_LINES = inLang({
  en: (d) => `National Insurance No: QQ ${d(2)} ${d(2)} ${d(2)} C`,
  de: (d) => `Steuer-ID: ${d(2)} ${d(3)} ${d(3)} ${d(3)}`,
  fr: (d) => `N° de sécurité sociale : 2 ${d(2)} ${d(2)} ${d(2)} ${d(3)} ${d(3)} ${d(2)}`,
  es: (d) => `DNI: ${d(8)}Z`,
  it: (d) => `Partita IVA: ${d(11)}`,
  pl: (d) => `PESEL: ${d(11)}`,
  hu: (d) => `TAJ szám: ${d(3)} ${d(3)} ${d(3)}`,
  nl: (d) => `BSN: ${d(9)}`,
  pt: (d) => `NIF: ${d(3)} ${d(3)} ${d(3)}`,
  cs: (d) => `Rodné číslo: ${d(6)}/${d(4)}`,
  sk: (d) => `Rodné číslo: ${d(6)}/${d(4)}`,
  ro: (d) => `CNP: ${d(13)}`,
  sv: (d) => `Personnummer: ${d(6)}-${d(4)}`,
  da: (d) => `CPR-nr.: ${d(6)}-${d(4)}`,
  no: (d) => `Fødselsnummer: ${d(11)}`,
  tr: (d) => `T.C. Kimlik No: ${d(11)}`,
});
const SECOND_PHONE = inLang({ en: 'Home', de: 'Festnetz', fr: 'Fixe', es: 'Fijo', it: 'Fisso', pl: 'Stacjonarny', hu: 'Vezetékes', nl: 'Vast',
  pt: 'Fixo', cs: 'Pevná linka', sk: 'Pevná linka', ro: 'Fix', sv: 'Hem', da: 'Fastnet', no: 'Fasttelefon', tr: 'Ev' });
const UNIT = inLang({ en: (s, n) => `Flat ${n}, ${s}`, de: (s) => `${s}a`, fr: (s, n) => `Appt ${n}, ${s}`, es: (s) => s,
  it: (s, n) => `${s}, int. ${n}`,
  pl: (s) => s, hu: (s, n) => `${s} ${n}. em.`, nl: (s) => `${s}-${'ABC'[s.length % 3]}`, pt: (s) => s,
  cs: (s, n) => `${s}, byt ${n}`, sk: (s, n) => `${s}, byt ${n}`, ro: (s, n) => `${s}, bl. A${n % 9 + 1}, ap. ${n}`, sv: (s, n) => `${s}, lgh 1${n + 100}`,
  da: (s, n) => `${s}, ${n % 5 + 1}. th.`, no: (s) => `${s} ${'ABC'[s.length % 3]}`, tr: (s, n) => `${s} D: ${n}` });
export const LANGUAGE_SECTION = inLang({
  en: ['Languages', ['English', 'German', 'Italian', 'Spanish'], 'native'],
  de: ['Sprachkenntnisse', ['Deutsch', 'Englisch', 'Italienisch', 'Spanisch'], 'Muttersprache'],
  fr: ['Langues', ['Anglais', 'Allemand', 'Espagnol', 'Italien'], 'langue maternelle'],
  es: ['Idiomas', ['Español', 'Inglés', 'Italiano', 'Alemán'], 'nativo'],
  it: ['Lingue', ['Italiano', 'Inglese', 'Spagnolo', 'Tedesco'], 'madrelingua'],
  pl: ['Języki', ['Polski', 'Angielski', 'Niemiecki', 'Hiszpański'], 'ojczysty'],
  hu: ['Nyelvtudás', ['Magyar', 'Angol', 'Német', 'Olasz'], 'anyanyelv'],
  nl: ['Talen', ['Nederlands', 'Engels', 'Duits', 'Spaans'], 'moedertaal'],
  pt: ['Línguas', ['Português', 'Inglês', 'Espanhol', 'Italiano'], 'nativo'],
  cs: ['Jazykové znalosti', ['Čeština', 'Angličtina', 'Němčina', 'Španělština'], 'rodný jazyk'],
  sk: ['Jazykové znalosti', ['Slovenčina', 'Angličtina', 'Nemčina', 'Ruština'], 'materinský jazyk'],
  ro: ['Limbi străine', ['Română', 'Engleză', 'Franceză', 'Germană'], 'limba maternă'],
  sv: ['Språk', ['Svenska', 'Engelska', 'Tyska', 'Spanska'], 'modersmål'],
  da: ['Sprog', ['Dansk', 'Engelsk', 'Tysk', 'Svensk'], 'modersmål'],
  no: ['Språk', ['Norsk', 'Engelsk', 'Tysk', 'Spansk'], 'morsmål'],
  tr: ['Yabancı Dil', ['Türkçe', 'İngilizce', 'Almanca', 'Fransızca'], 'ana dil'],
});

/** "+49 30 9081 7263" → "030 9081 7263": the number as dialled inside the country. */
function national(lang, phone) {
  if (!phone.startsWith('+')) return phone;
  return `${TRUNK[lang]}${phone.replace(/^\+\d+\s*/, '').replace(/^\(0\)\s*/, '')}`;
}

function phoneForm(form, lang, phone) {
  if (/^\(\d{3}\)/.test(phone)) return phone; // a US number keeps its own shape
  switch (form) {
    case 'dashed': return phone.replace(/ /g, '-');
    case 'dotted': return national(lang, phone).replace(/ /g, '.');
    case 'slash': return national(lang, phone).replace(' ', ' / ');
    case 'paren-cc': return phone.startsWith('+') ? phone.replace(/^(\+\d+)/, '($1)') : phone;
    case 'national': return national(lang, phone);
    default: return phone;
  }
}

/** The wild classes over a hard CV; `r` continues the CV's own random sequence. */
export function wildened(cv, r) {
  const out = { ...cv, address: { ...cv.address }, style: { ...cv.style, wild: {} } };
  const w = out.style.wild;
  // A third of the people carry a name from elsewhere, printed in one of four orders.
  const origin = r.next() < 0.35 ? r.pick(Object.keys(ORIGINS).filter((o) => o !== cv.lang)) : undefined;
  const form = r.pick(NAME_FORMS);
  const given = origin ? r.pick(ORIGINS[origin].given) : '';
  const family = origin ? r.pick(ORIGINS[origin].family) : '';
  // E-mail local parts are ASCII: accents are dropped as people type them.
  const mail = (s) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const emailStyle = r.int(3);
  if (origin && cv.first !== '') {
    w.origin = origin;
    w.nameForm = form;
    out.first = given;
    out.last = family;
    out.email = [`${mail(given)}.${mail(family)}`, `${mail(given)[0]}.${mail(family)}`, `${mail(family)}.${mail(given)}`][emailStyle]
      + `@example.${VOCAB[cv.lang].tld}`;
  }
  const year = 1975 + r.int(25);
  const birth = `${year}-${String(1 + r.int(12)).padStart(2, '0')}-${String(1 + r.int(28)).padStart(2, '0')}`;
  const birthStyle = r.pick(['none', 'labelled', 'labelled', 'prose']);
  out.birth = birthStyle === 'none' ? '' : birth;
  if (birthStyle !== 'none') w.birth = birthText(cv.lang, birth, birthStyle === 'prose');
  const digits = (n) => Array.from({ length: n }, () => String(r.int(10))).join('');
  const idLine = ID_LINES[cv.lang](digits);
  if (r.next() < 0.4) w.id = idLine;
  w.phone = r.pick(PHONE_FORMS);
  out.phone = phoneForm(w.phone, cv.lang, cv.phone);
  const other = () => national(cv.lang, VOCAB[cv.lang].phones[0]).replace(/#/g, () => String(r.int(10)));
  if (w.phone === 'two') w.secondPhone = `${SECOND_PHONE[cv.lang]}: ${other()}`;
  // A US address stays as it is: its forms are the hard set's.
  w.address = cv.style.hard?.state ? 'plain' : r.pick(ADDRESS_FORMS);
  const flat = 1 + r.int(30);
  if (w.address === 'unit') out.address.street = UNIT[cv.lang](out.address.street, flat);
  // A CV in a language without a country name here prints its address plainly (the draw stays, so later ones do not move).
  if ((w.address === 'country' || w.address === 'city-only') && !COUNTRY[cv.lang]) w.address = 'plain';
  if (w.address === 'city-only') out.address = { street: '', city: out.address.city, zip: '' };
  if (w.address === 'country' || w.address === 'city-only') w.country = COUNTRY[cv.lang];
  if (r.next() < 0.6) {
    const [heading, names, native] = LANGUAGE_SECTION[cv.lang];
    const levels = ['C1', 'B2', 'A2'];
    const spoken = [names[0], ...r.sample(names.slice(1), 1 + r.int(2))];
    w.languages = { heading, line: spoken.map((n, i) => `${n} (${i === 0 ? native : levels[i - 1]})`).join(', ') };
  }
  return placeForm(contactForm(out, r), r);
}
