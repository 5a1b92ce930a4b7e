// Deterministic CSV of fictitious people for the import benchmark (bench/import/index.mjs).
// Names are invented syllable pairs, e-mails use example.com/.org/.net only (RFC 2606), and
// phone numbers come from ranges reserved for fiction (Ofcom drama numbers, US 555-01xx),
// exactly like data/sample (see data/sample/README.md).
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';

export const HEADER = [
  'title', 'last', 'first', 'email', 'email2', 'category', 'regio', 'country', 'state', 'city', 'street', 'zip',
  'birth_place', 'birth_date', 'phone_mobile', 'sex', 'move_ok', 'family_state', 'nationality', 'experience',
];

/** mulberry32: tiny, fast, deterministic. */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = ['Anna', 'Béla', 'Csilla', 'Dávid', 'Emma', 'Ferenc', 'Gréta', 'Hugo', 'Ilona', 'János', 'Klára', 'Lukas',
  'Mira', 'Noah', 'Olga', 'Péter', 'Réka', 'Sven', 'Tímea', 'Viktor', 'Zsófia', 'Lena', 'Max', 'Nora'];
const SYLLABLES = ['Min', 'ta', 'Pél', 'da', 'Tesz', 'Pró', 'ba', 'Kép', 'zelt', 'Ki', 'ta', 'lált', 'Mus', 'ter',
  'Bei', 'spiel', 'Fik', 'tiv', 'Sam', 'ple', 'Ex', 'em', 'Dum', 'my'];
const PLACES = [
  // [country, state/regio, city, zip prefix, phone generator]
  [348, 348001, 'Budapest', '1', (n) => `+44 20 7946 0${pad(n % 1000, 3)}`],
  [348, 348006, 'Szeged', '6', (n) => `+44 7700 900${pad(n % 1000, 3)}`],
  [348, 348009, 'Debrecen', '4', (n) => `+44 113 496 0${pad(n % 1000, 3)}`],
  [276, 276002, 'München', '8', (n) => `+49 89 99998 ${pad(n % 1000, 3)}`],
  [276, 276003, 'Berlin', '1', (n) => `+49 30 23125 ${pad(n % 1000, 3)}`],
  [40, 40009, 'Wien', '1', (n) => `+44 161 496 0${pad(n % 1000, 3)}`],
  [840, null, 'Springfield', '6', (n) => `+1 202 555 01${pad(n % 100, 2)}`],
];
const TITLES = ['', '', '', '', 'Dr.', 'Ms.', 'Mr.'];
const DOMAINS = ['example.com', 'example.org', 'example.net'];
const NATIONALITY = { 348: 'Hungarian', 276: 'German', 40: 'Austrian', 840: 'American' };

function pad(n, width) {
  return String(n).padStart(width, '0');
}

function csvCell(text) {
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One person as CSV cells; row i always gives the same person. */
export function personCells(i, rnd) {
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const first = pick(FIRST);
  const last = pick(SYLLABLES) + pick(SYLLABLES).toLowerCase();
  const [country, regio, city, zip, phone] = pick(PLACES);
  const year = 1950 + Math.floor(rnd() * 55);
  const month = 1 + Math.floor(rnd() * 12);
  const day = 1 + Math.floor(rnd() * 28);
  const cat1 = 1 + Math.floor(rnd() * 20);
  const cat2 = cat1 + 1 + Math.floor(rnd() * 5);
  const ascii = (s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  return [
    pick(TITLES), last, first,
    `${ascii(first)}.${ascii(last)}.${i}@${DOMAINS[i % 3]}`,
    rnd() < 0.2 ? `${ascii(last)}${i}@example.net` : '',
    rnd() < 0.9 ? `${cat1};${cat2}` : '',
    regio === null ? '' : String(regio),
    String(country),
    regio === null ? '' : String(regio),
    city,
    `${pick(SYLLABLES)}${pick(SYLLABLES).toLowerCase()} utca ${1 + Math.floor(rnd() * 120)}.`,
    `${zip}${pad(Math.floor(rnd() * 1000), 3)}`,
    city,
    `${year}-${pad(month, 2)}-${pad(day, 2)}`,
    rnd() < 0.85 ? phone(Math.floor(rnd() * 100000)) : '',
    rnd() < 0.5 ? 'F' : 'M',
    rnd() < 0.5 ? 'Y' : 'N',
    String(1 + Math.floor(rnd() * 5)),
    NATIONALITY[country],
    String(Math.floor(rnd() * 40)),
  ].map(csvCell);
}

/** Writes `rows` people (plus the header) to `path`. */
export async function writePeopleCsv(path, rows, seed = 20261122) {
  const rnd = random(seed);
  const out = createWriteStream(path);
  let chunk = `${HEADER.join(',')}\n`;
  for (let i = 1; i <= rows; i++) {
    chunk += `${personCells(i, rnd).join(',')}\n`;
    if (chunk.length > 1 << 16) {
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  out.end(chunk);
  await once(out, 'finish');
}
