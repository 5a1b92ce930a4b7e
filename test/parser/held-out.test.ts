// A held-out check for issue 13: CVs no rule was tuned on, generated here from invented people
// in seven languages and four layouts (one column, sidebar, label/value table, skills as chips),
// laid out as positioned text (the PDF path: pdf-layout.ts reading order) or plain lines (the
// DOCX/TXT path), then scored field by field as ../shared/tools/score-parser.mjs does.
// Given names are common ones of each language; family names, streets and skills are invented.
import { describe, it, expect } from 'vitest';
import { fileURLToPath } from 'node:url';
import { layoutPage, type PositionedText } from '../../src/parser/extract/pdf-layout.js';
import { extractFields, loadVocabulary } from '../../src/parser/fields/index.js';
import type { ExtractedFields, TextLine } from '../../src/parser/types.js';

const vocabulary = loadVocabulary(fileURLToPath(new URL('../../data', import.meta.url)));

interface Person {
  lang: string; first: string; last: string; familyFirst?: boolean;
  street: string; zip: string; city: string; addressLines: string[];
  phone: string; email: string; skills: string[];
}
interface Lang { heading: { skills: string; contact: string; experience: string; education: string }; phoneLabel: string; job: string; prose: string }

const LANGS: Record<string, Lang> = {
  en: { heading: { skills: 'Skills', contact: 'Contact', experience: 'Work Experience', education: 'Education' }, phoneLabel: 'Phone', job: 'Warehouse Supervisor', prose: 'Led a team of twelve and cut picking errors by a third over two years.' },
  de: { heading: { skills: 'Kenntnisse', contact: 'Kontakt', experience: 'Berufserfahrung', education: 'Ausbildung' }, phoneLabel: 'Telefon', job: 'Lagerleiter', prose: 'Leitung eines Teams mit zwölf Mitarbeitern und Senkung der Fehlerquote um ein Drittel.' },
  fr: { heading: { skills: 'Compétences', contact: 'Coordonnées', experience: 'Expérience professionnelle', education: 'Formation' }, phoneLabel: 'Téléphone', job: 'Responsable d’entrepôt', prose: 'Direction d’une équipe de douze personnes et réduction des erreurs de préparation.' },
  es: { heading: { skills: 'Habilidades', contact: 'Contacto', experience: 'Experiencia laboral', education: 'Formación' }, phoneLabel: 'Teléfono', job: 'Jefa de almacén', prose: 'Dirección de un equipo de doce personas y reducción de los errores de preparación.' },
  it: { heading: { skills: 'Competenze', contact: 'Contatti', experience: 'Esperienza professionale', education: 'Istruzione' }, phoneLabel: 'Telefono', job: 'Responsabile di magazzino', prose: 'Gestione di una squadra di dodici persone e riduzione degli errori di prelievo.' },
  pl: { heading: { skills: 'Umiejętności', contact: 'Kontakt', experience: 'Doświadczenie zawodowe', education: 'Wykształcenie' }, phoneLabel: 'Telefon', job: 'Kierownik magazynu', prose: 'Kierowanie zespołem dwunastu osób oraz ograniczenie błędów kompletacji o jedną trzecią.' },
  hu: { heading: { skills: 'Készségek', contact: 'Elérhetőség', experience: 'Szakmai tapasztalat', education: 'Tanulmányok' }, phoneLabel: 'Telefon', job: 'Raktárvezető', prose: 'Tizenkét fős csapat vezetése és a komissiózási hibák egyharmadával való csökkentése.' },
};

// Invented family names and streets; real given names and cities (the parser may know those).
const PEOPLE: Person[] = [
  { lang: 'en', first: 'Hannah', last: 'Brackwell', street: '41 Lantern Row', zip: 'SE1 7PB', city: 'London', addressLines: ['41 Lantern Row', 'London SE1 7PB'], phone: '+44 7700 900456', email: 'hannah.brackwell@example.co.uk', skills: ['Stock Control', 'Forklift Licence', 'Rota Planning', 'Conflict Resolution'] },
  { lang: 'en', first: 'Marcus', last: 'Oakenshire', street: '222 Tamarind St', zip: '62704', city: 'Springfield', addressLines: ['222 Tamarind St', 'Springfield, IL 62704'], phone: '+1 217 555 0142', email: 'moakenshire@example.com', skills: ['Inventory Audits', 'Vendor Relations', 'Lean Methods', 'Shift Scheduling'] },
  { lang: 'de', first: 'Jürgen', last: 'Quellmann', street: 'Lindenweg 14', zip: '10115', city: 'Berlin', addressLines: ['Lindenweg 14', '10115 Berlin'], phone: '+49 30 1234 5678', email: 'j.quellmann@example.de', skills: ['Teamführung', 'Lagerlogistik', 'Staplerschein', 'Schichtplanung'] },
  { lang: 'de', first: 'Sabine', last: 'Ortwinger', street: 'Am Mühlbach 3', zip: '80331', city: 'München', addressLines: ['Am Mühlbach 3, 80331 München'], phone: '+49 89 2345 6789', email: 'sabine.ortwinger@example.de', skills: ['Warenannahme', 'Inventur', 'Qualitätskontrolle', 'Kommissionierung'] },
  { lang: 'fr', first: 'Camille', last: 'Durandeau', street: '12 rue des Lilas', zip: '69003', city: 'Lyon', addressLines: ['12 rue des Lilas', '69003 Lyon'], phone: '+33 4 72 00 12 34', email: 'camille.durandeau@example.fr', skills: ['Gestion des stocks', 'Cariste', 'Planification', 'Négociation'] },
  { lang: 'es', first: 'Raquel', last: 'Serrano Pérez', street: 'Calle de Lado Cristóbal, 128, 7º B', zip: '08001', city: 'Barcelona', addressLines: ['Calle de Lado Cristóbal, 128, 7º B', '08001 Barcelona'], phone: '+34 612 345 678', email: 'raquel.serrano@example.es', skills: ['Gestión de inventario', 'Carretillera', 'Atención al cliente', 'Trabajo en equipo'] },
  { lang: 'es', first: 'José Luis', last: 'Ortega Llamas', street: 'Avenida del Puerto, 45', zip: '46021', city: 'Valencia', addressLines: ['Avenida del Puerto, 45, 46021 Valencia'], phone: '+34 699 111 222', email: 'jl.ortega@example.es', skills: ['Logística', 'Control de calidad', 'Liderazgo', 'Planificación'] },
  { lang: 'it', first: 'Giulia', last: 'Bramantelli', street: 'Via Roma 15', zip: '20121', city: 'Milano', addressLines: ['Via Roma 15', '20121 Milano'], phone: '+39 02 1234 5678', email: 'giulia.bramantelli@example.it', skills: ['Gestione magazzino', 'Muletto', 'Pianificazione turni', 'Problem solving'] },
  { lang: 'pl', first: 'Katarzyna', last: 'Wierzbołowska', street: 'ul. Słowackiego 32/10', zip: '61-758', city: 'Poznań', addressLines: ['ul. Słowackiego 32/10', '61-758 Poznań'], phone: '+48 601 234 567', email: 'k.wierzbolowska@example.pl', skills: ['Obsługa wózka widłowego', 'Inwentaryzacja', 'Zarządzanie zespołem', 'Planowanie'] },
  { lang: 'hu', first: 'Eszter', last: 'Kardosfalvi', familyFirst: true, street: 'Szent István körút 127.', zip: '6720', city: 'Szeged', addressLines: ['6720 Szeged, Szent István körút 127.'], phone: '+36 30 123 4567', email: 'kardosfalvi.eszter@example.hu', skills: ['Készletgazdálkodás', 'Targoncavezetés', 'Csapatvezetés', 'Beosztáskészítés'] },
];

// A second set, written after the rules above were settled and run once for the figure in the
// issue's closing note: national phone formats, hyphenated and two-word given names, flats.
const PEOPLE_B: Person[] = [
  { lang: 'en', first: 'Oliver', last: 'Thistlewood', street: 'Flat 3, 27 Kingfisher Close', zip: 'BS1 4DJ', city: 'Bristol', addressLines: ['Flat 3, 27 Kingfisher Close', 'Bristol BS1 4DJ'], phone: '+44 7700 900123', email: 'oliver.thistlewood@example.co.uk', skills: ['Bookkeeping', 'Payroll Processing', 'Sage 50', 'Month-end Close'] },
  { lang: 'en', first: 'Priya', last: 'Castellane', street: '1510 Juniper Avenue', zip: '97205', city: 'Portland', addressLines: ['1510 Juniper Avenue', 'Portland, OR 97205'], phone: '+1 503 555 0187', email: 'priya.castellane@example.com', skills: ['Patient Intake', 'Medical Billing', 'Scheduling', 'Triage'] },
  { lang: 'de', first: 'Lena', last: 'Hofbauer-Krenn', street: 'Schottengasse 7/12', zip: '1010', city: 'Wien', addressLines: ['Schottengasse 7/12', '1010 Wien'], phone: '+43 1 234 5678', email: 'lena.hofbauer@example.at', skills: ['Buchhaltung', 'Lohnverrechnung', 'Mahnwesen', 'Kassenführung'] },
  { lang: 'fr', first: 'Théo', last: 'Marchandier', street: '8 avenue Jean Jaurès', zip: '33000', city: 'Bordeaux', addressLines: ['8 avenue Jean Jaurès', '33000 Bordeaux'], phone: '+33 6 47 18 29 05', email: 'theo.marchandier@example.fr', skills: ['Comptabilité', 'Paie', 'Rapprochement bancaire', 'Fiscalité'] },
  { lang: 'it', first: 'Lorenzo', last: 'Vescovini', street: 'Corso Vittorio Emanuele 88', zip: '10121', city: 'Torino', addressLines: ['Corso Vittorio Emanuele 88, 10121 Torino'], phone: '+39 011 987 6543', email: 'lorenzo.vescovini@example.it', skills: ['Contabilità', 'Buste paga', 'Bilancio', 'Fatturazione'] },
  { lang: 'es', first: 'María José', last: 'Castañeda Ruiz', street: 'Paseo de Gracia, 21, 2º 1ª', zip: '08007', city: 'Barcelona', addressLines: ['Paseo de Gracia, 21, 2º 1ª', '08007 Barcelona'], phone: '+34 931 234 567', email: 'mj.castaneda@example.es', skills: ['Contabilidad', 'Nóminas', 'Facturación', 'Conciliación bancaria'] },
  { lang: 'pl', first: 'Tomasz', last: 'Gąsiorowski', street: 'ul. Długa 5/7', zip: '80-827', city: 'Gdańsk', addressLines: ['ul. Długa 5/7', '80-827 Gdańsk'], phone: '+48 58 123 45 67', email: 'tomasz.gasiorowski@example.pl', skills: ['Księgowość', 'Kadry i płace', 'Fakturowanie', 'Windykacja'] },
  { lang: 'hu', first: 'Bence', last: 'Szentgyörgyi', familyFirst: true, street: 'Kossuth Lajos utca 12.', zip: '9021', city: 'Győr', addressLines: ['9021 Győr, Kossuth Lajos utca 12.'], phone: '+36 96 123 456', email: 'szentgyorgyi.bence@example.hu', skills: ['Könyvelés', 'Bérszámfejtés', 'Számlázás', 'Adóbevallás'] },
];

type Layout = 'one-column' | 'sidebar' | 'table' | 'chips';
const LAYOUTS: Layout[] = ['one-column', 'sidebar', 'table', 'chips'];

const displayName = (p: Person): string => (p.familyFirst ? `${p.last} ${p.first}` : `${p.first} ${p.last}`);

/** One-column text as a DOCX/TXT extraction gives it. */
function oneColumn(p: Person): TextLine[] {
  const l = LANGS[p.lang]!;
  const rows = [displayName(p), l.job, ...p.addressLines, `${l.phoneLabel}: ${p.phone}`, p.email,
    l.heading.experience, `2019 – 2024 ${l.job}`, l.prose, l.heading.skills, ...p.skills.map((s) => `• ${s}`),
    l.heading.education, '2012 – 2016 Example Institute'];
  return rows.map((text) => ({ text, page: 1 }));
}

const item = (x: number, y: number, str: string, fontSize = 10, bold = false): PositionedText =>
  ({ str, x, y, width: str.length * fontSize * 0.5, fontSize, bold });

/** A sidebar CV: the name over the main column, contact data and skills in a left column. */
function sidebar(p: Person): PositionedText[] {
  const l = LANGS[p.lang]!;
  const side = [l.heading.contact, ...p.addressLines, p.phone, p.email, l.heading.skills, ...p.skills];
  const main = [l.heading.experience, `2019 – 2024 ${l.job}`, ...l.prose.match(/.{1,45}(\s|$)/g)!.map((s) => s.trim()), l.heading.education, '2012 – 2016 Example Institute'];
  return [
    item(200, 40, displayName(p), 24, true), item(200, 70, l.job, 12),
    ...side.map((s, i) => item(30, 120 + i * 16, s, 9)),
    ...main.map((s, i) => item(200, 120 + i * 18, s, 10)),
  ];
}

/** A label/value table (Europass-like): labels left, values on the same baselines. */
function table(p: Person): PositionedText[] {
  const l = LANGS[p.lang]!;
  const rows: [string, string][] = [['', displayName(p)], [l.heading.contact, p.addressLines.join(', ')], ['', `${l.phoneLabel}: ${p.phone}`], ['', p.email],
    [l.heading.experience, `2019 – 2024 ${l.job}`], ['', l.prose], [l.heading.skills, p.skills.join(', ')], [l.heading.education, '2012 – 2016 Example Institute']];
  const out: PositionedText[] = [];
  rows.forEach(([label, value], i) => {
    if (label) out.push(item(40, 60 + i * 20, label, 10, true));
    out.push(item(190, 60 + i * 20, value, i === 0 ? 18 : 10, i === 0));
  });
  return out;
}

/** Skills printed as boxed chips on one baseline, a font size or more apart. */
function chips(p: Person): PositionedText[] {
  const l = LANGS[p.lang]!;
  const out = [item(40, 40, displayName(p), 22, true), item(40, 64, l.job, 12)];
  [...p.addressLines, `${p.phone}   ${p.email}`].forEach((s, i) => out.push(item(40, 90 + i * 14, s, 9)));
  out.push(item(40, 160, l.heading.skills, 12, true));
  let x = 40;
  for (const s of p.skills) { const chip = item(x, 180, s, 9); out.push(chip); x += chip.width + 14; }
  out.push(item(40, 210, l.heading.experience, 12, true), item(40, 228, `2019 – 2024 ${l.job}`), item(40, 242, l.prose.slice(0, 80)));
  return out;
}

function render(p: Person, layout: Layout): TextLine[] {
  if (layout === 'one-column') return oneColumn(p);
  const items = layout === 'sidebar' ? sidebar(p) : layout === 'table' ? table(p) : chips(p);
  return layoutPage(items, 595).map((l) => ({ text: l.text, page: 1, fontSize: l.fontSize, y: l.y }));
}

const norm = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** Field by field, as the corpus scorer compares (names/city/zip exact, street containment, phone last 9 digits, tags recall ≥ 0.6). */
function score(p: Person, f: ExtractedFields): Record<string, boolean> {
  const digits = (s: string): string => s.replace(/\D/g, '').slice(-9);
  const street = norm(f.address.street);
  const wantStreet = norm(p.street.replace(/\.$/, ''));
  const tags = new Set(f.tags.map(norm));
  return {
    first: norm(f.first) === norm(p.first),
    last: norm(f.last) === norm(p.last),
    email: f.email.length === 1 && f.email[0] === p.email.toLowerCase(),
    phone: f.phone.length === 1 && digits(f.phone[0]!) === digits(p.phone),
    address: norm(f.address.city) === norm(p.city) && norm(f.address.zip) === norm(p.zip) && !!street
      && ((street.includes(wantStreet) && street.length <= wantStreet.length * 1.5 + 10)
        || (wantStreet.includes(street) && street.length >= wantStreet.length * 0.6)),
    tags: p.skills.filter((s) => tags.has(norm(s))).length / p.skills.length >= 0.6 && f.tags.length <= 40,
  };
}

function run(people: readonly Person[]) {
  return people.flatMap((p) => LAYOUTS.map((layout) => {
    const lines = render(p, layout);
    const fields = extractFields({ text: lines.map((l) => l.text).join('\n'), lines }, vocabulary);
    return { id: `${p.lang} ${p.first} ${p.last} / ${layout}`, fields, ok: score(p, fields) };
  }));
}

describe.each([['first set', PEOPLE], ['second set', PEOPLE_B]] as const)('held-out invented CVs, %s (7 languages × 4 layouts)', (_set, people) => {
  const results = run(people);

  it('scores at least 92 % overall and 85 % on every field', () => {
    const perField = new Map<string, [number, number]>();
    for (const r of results) {
      for (const [k, ok] of Object.entries(r.ok)) {
        const [c, n] = perField.get(k) ?? [0, 0];
        perField.set(k, [c + (ok ? 1 : 0), n + 1]);
      }
    }
    const total = [...perField.values()].reduce(([c, n], [c2, n2]) => [c + c2, n + n2], [0, 0]);
    const misses = results.flatMap((r) => Object.entries(r.ok).filter(([, ok]) => !ok).map(([k]) => `${r.id}: ${k} → ${JSON.stringify(k === 'address' ? r.fields.address : k === 'tags' ? r.fields.tags : (r.fields as unknown as Record<string, unknown>)[k])}`));
    // The table goes to the log so the figure can be quoted (issue 13 closing note).
    console.log([...perField].map(([k, [c, n]]) => `${k.padEnd(8)} ${c}/${n} ${(100 * c / n).toFixed(1)}%`).join('\n')
      + `\noverall ${total[0]}/${total[1]} ${(100 * total[0] / total[1]).toFixed(1)}%\n${misses.join('\n')}`);
    for (const [k, [c, n]] of perField) expect(c / n, `${k}: ${c}/${n}\n${misses.join('\n')}`).toBeGreaterThanOrEqual(0.85);
    expect(total[0] / total[1], misses.join('\n')).toBeGreaterThanOrEqual(0.92);
  });
});
