// HTML/CSS pages of one résumé.json (bench/parse/resume-score.mjs: toResume) in the looks that online CV builders and
// editors hand out as PDF (bench/parse/builders.mjs prints them with Chromium): the Europass editor of 2020, a Canva-like
// two-column design of absolute boxes, a Zety-like page with the dates in a grey left column, and a Novoresume-like page
// with a side column. Each takes the résumé and how the CV prints (`print`: ./resume-score.mjs printForms, the CV's
// language, headings, country and the town printed after each firm or '') and returns the page's HTML. Icons are glyphs
// of Font Awesome 5 (TeX Live's copy, embedded in the page: private-use code points in the PDF as the builders' icon fonts
// leave them) or inline SVG; without the font file the icons fall back to Unicode symbols.
//
// Added 2026-12-04: scored before anyone tuned on them.
import { existsSync, readFileSync } from 'node:fs';
import { PRESENT_WORDS } from '../../test/parser/generator/index.mjs';
import { LANGUAGE_SECTION } from '../../test/parser/generator/wild.mjs';

/** Text safe inside HTML. */
const html = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]));

const ICON_FONT = '/usr/share/texlive/texmf-dist/fonts/opentype/public/fontawesome5/FontAwesome5Free-Solid-900.otf';
const iconFont = existsSync(ICON_FONT) ? readFileSync(ICON_FONT).toString('base64') : undefined;
// Font Awesome 5's code points, and the Unicode symbol each falls back to.
const ICONS = {
  phone: ['\uf095', '☎'], email: ['\uf0e0', '✉'], home: ['\uf015', '⌂'], pin: ['\uf3c5', '⚲'], birth: ['\uf1fd', '✱'],
  flag: ['\uf024', '⚑'], work: ['\uf0b1', '■'], study: ['\uf19d', '▲'], user: ['\uf007', '●'], globe: ['\uf0ac', '◍'],
};
const ICON_CSS = iconFont
  ? `@font-face { font-family: 'Icons'; src: url(data:font/otf;base64,${iconFont}) format('opentype'); font-weight: 900; }
.i { font-family: 'Icons'; font-weight: 900; font-style: normal; }`
  : '.i { font-style: normal; }';
const icon = (name) => `<i class="i">${ICONS[name][iconFont ? 0 : 1]}</i>`;

/** An inline SVG pictogram (no text: what the builders that draw their icons leave in the PDF). */
const svgIcon = (d) => `<svg width="11" height="11" viewBox="0 0 16 16" style="vertical-align:-1px;margin-right:5px"><path fill="currentColor" d="${d}"/></svg>`;
const SVG = {
  phone: 'M3 1h3l1 4-2 1a9 9 0 0 0 5 5l1-2 4 1v3a2 2 0 0 1-2 2A13 13 0 0 1 1 3a2 2 0 0 1 2-2z',
  email: 'M1 3h14v10H1zM1 3l7 6 7-6',
  pin: 'M8 0a5 5 0 0 1 5 5c0 4-5 11-5 11S3 9 3 5a5 5 0 0 1 5-5zm0 3a2 2 0 1 0 0 4 2 2 0 0 0 0-4z',
};

const page = (css, body, lang) => `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><style>
@page { size: A4; margin: 0; }
* { box-sizing: border-box; margin: 0; padding: 0; }
body { font-family: 'DejaVu Sans', 'Carlito', sans-serif; font-size: 9.5pt; color: #222; width: 210mm; }
${ICON_CSS}
${css}
</style></head><body>${body}</body></html>`;

const COUNTRY_NAMES = { US: { en: 'United States' } };
/** The country as the page names it (the CV's language; the US in English). */
const countryOf = (r, print) => COUNTRY_NAMES[r.basics.location.countryCode]?.[print.lang] ?? print.country;
const placeLine = (r, print) => print.cityLine(r.basics.location.postalCode, r.basics.location.city);
const ym = (iso) => ({ y: iso.slice(0, 4), m: iso.slice(5, 7) });
const languagesOf = (lang) => {
  const [heading, [own, ...others], native] = LANGUAGE_SECTION[lang];
  return { heading, own, native, others: others.slice(0, 2) };
};
/** A date of birth and a nationality for the person (the Europass editor prints both); drawn from the name's letters. */
const birthOf = (r) => {
  const n = [...r.basics.name].reduce((s, c) => s + c.charCodeAt(0), 0);
  return { d: String((n % 28) + 1).padStart(2, '0'), m: String((n % 12) + 1).padStart(2, '0'), y: String(1970 + (n % 30)) };
};
const NATIONALITY = {
  en: 'British', de: 'deutsch', fr: 'française', es: 'española', it: 'italiana', pl: 'polskie', hu: 'magyar', nl: 'Nederlandse', pt: 'portuguesa',
};

// The labels of the Europass editor (europa.eu, 2020 on) in each language's edition.
const EUROPASS = {
  en: { birth: 'Date of birth', nationality: 'Nationality', phone: 'Phone number', email: 'Email address', home: 'Home', work: 'Work experience',
    study: 'Education and training', langs: 'Language skills', digital: 'Digital skills', current: 'Current', mother: 'Mother tongue(s)', other: 'Other language(s)',
    grid: ['Understanding', 'Speaking', 'Writing', 'Listening', 'Reading', 'Spoken production', 'Spoken interaction'],
    levels: 'Levels: A1 and A2: Basic user; B1 and B2: Independent user; C1 and C2: Proficient user' },
  de: { birth: 'Geburtsdatum', nationality: 'Staatsangehörigkeit', phone: 'Telefonnummer', email: 'E-Mail-Adresse', home: 'Wohnanschrift', work: 'Berufserfahrung',
    study: 'Schul- und Berufsbildung', langs: 'Sprachkenntnisse', digital: 'Digitale Kompetenzen', current: 'Aktuell', mother: 'Muttersprache(n)', other: 'Weitere Sprache(n)',
    grid: ['Verstehen', 'Sprechen', 'Schreiben', 'Hören', 'Lesen', 'Zusammenhängendes Sprechen', 'An Gesprächen teilnehmen'],
    levels: 'Stufen: A1 und A2: Grundlegende Kenntnisse; B1 und B2: Selbständige Sprachverwendung; C1 und C2: Kompetente Sprachverwendung' },
  fr: { birth: 'Date de naissance', nationality: 'Nationalité', phone: 'Numéro de téléphone', email: 'Adresse e-mail', home: 'Domicile', work: 'Expérience professionnelle',
    study: 'Éducation et formation', langs: 'Compétences linguistiques', digital: 'Compétences numériques', current: 'Actuel', mother: 'Langue(s) maternelle(s)', other: 'Autre(s) langue(s)',
    grid: ['Compréhension', 'Expression orale', 'Écriture', 'Compréhension orale', 'Lecture', 'Production orale', 'Interaction orale'],
    levels: 'Niveaux: A1 et A2: utilisateur élémentaire; B1 et B2: utilisateur indépendant; C1 et C2: utilisateur expérimenté' },
  es: { birth: 'Fecha de nacimiento', nationality: 'Nacionalidad', phone: 'Número de teléfono', email: 'Dirección de correo electrónico', home: 'Domicilio',
    work: 'Experiencia laboral', study: 'Educación y formación', langs: 'Competencias lingüísticas', digital: 'Competencias digitales', current: 'Actual',
    mother: 'Lengua(s) materna(s)', other: 'Otro(s) idioma(s)', grid: ['Comprensión', 'Habla', 'Escritura', 'Comprensión auditiva', 'Comprensión de lectura', 'Producción oral', 'Interacción oral'],
    levels: 'Niveles: A1 y A2: usuario básico; B1 y B2: usuario independiente; C1 y C2: usuario competente' },
  it: { birth: 'Data di nascita', nationality: 'Nazionalità', phone: 'Numero di telefono', email: 'Indirizzo e-mail', home: 'Abitazione', work: 'Esperienza lavorativa',
    study: 'Istruzione e formazione', langs: 'Competenze linguistiche', digital: 'Competenze digitali', current: 'Attuale', mother: 'Lingua madre', other: 'Altre lingue',
    grid: ['Comprensione', 'Espressione orale', 'Scrittura', 'Ascolto', 'Lettura', 'Produzione orale', 'Interazione orale'],
    levels: 'Livelli: A1 e A2: Utente base; B1 e B2: Utente autonomo; C1 e C2: Utente avanzato' },
  pl: { birth: 'Data urodzenia', nationality: 'Obywatelstwo', phone: 'Numer telefonu', email: 'Adres e-mail', home: 'Miejsce zamieszkania', work: 'Doświadczenie zawodowe',
    study: 'Wykształcenie i szkolenia', langs: 'Umiejętności językowe', digital: 'Umiejętności cyfrowe', current: 'Obecnie', mother: 'Język(i) ojczysty(-e)', other: 'Inne języki',
    grid: ['Rozumienie', 'Mówienie', 'Pisanie', 'Słuchanie', 'Czytanie', 'Wypowiadanie się', 'Porozumiewanie się'],
    levels: 'Poziomy: A1 i A2: Poziom podstawowy; B1 i B2: Poziom samodzielności; C1 i C2: Poziom biegłości' },
  hu: { birth: 'Születési dátum', nationality: 'Állampolgárság', phone: 'Telefonszám', email: 'E-mail-cím', home: 'Lakcím', work: 'Szakmai tapasztalat',
    study: 'Oktatás és képzés', langs: 'Nyelvi készségek', digital: 'Digitális készségek', current: 'Jelenleg', mother: 'Anyanyelv(ek)', other: 'Egyéb nyelv(ek)',
    grid: ['Szövegértés', 'Beszéd', 'Írás', 'Hallás utáni értés', 'Olvasás', 'Folyamatos beszéd', 'Társalgás'],
    levels: 'Szintek: A1 és A2: Alapszintű felhasználó; B1 és B2: Önálló felhasználó; C1 és C2: Mesterfokú felhasználó' },
  nl: { birth: 'Geboortedatum', nationality: 'Nationaliteit', phone: 'Telefoonnummer', email: 'E-mailadres', home: 'Thuis', work: 'Werkervaring',
    study: 'Onderwijs en opleiding', langs: 'Taalvaardigheden', digital: 'Digitale vaardigheden', current: 'Huidig', mother: 'Moedertaal/-talen', other: 'Andere talen',
    grid: ['Begrijpen', 'Spreken', 'Schrijven', 'Luisteren', 'Lezen', 'Productie', 'Interactie'],
    levels: 'Niveaus: A1 en A2: basisgebruiker; B1 en B2: onafhankelijke gebruiker; C1 en C2: vaardige gebruiker' },
  pt: { birth: 'Data de nascimento', nationality: 'Nacionalidade', phone: 'Número de telefone', email: 'Endereço de email', home: 'Casa', work: 'Experiência profissional',
    study: 'Educação e formação', langs: 'Competências linguísticas', digital: 'Competências digitais', current: 'Atual', mother: 'Língua(s) materna(s)', other: 'Outra(s) língua(s)',
    grid: ['Compreensão', 'Conversação', 'Escrita', 'Compreensão oral', 'Leitura', 'Produção oral', 'Interação oral'],
    levels: 'Níveis: A1 e A2: Utilizador básico; B1 e B2: Utilizador independente; C1 e C2: Utilizador avançado' },
};

/**
 * The Europass editor (2020 on): the name over a rule, a row of icon-and-label details, then each section as an upper-case
 * heading with a rule; an entry is a grey line "01/09/2019 – CURRENT Lyon, France", the title in bold capitals, the
 * employer under it; languages as the CEFR grid, digital skills joined by bars.
 */
const europass = (r, print) => {
  const l = EUROPASS[print.lang];
  const b = birthOf(r);
  const loc = r.basics.location;
  // The editor's calendar gives a day: the first of the month for a start, the month's last for an end.
  const lastDay = (iso) => new Date(Date.UTC(Number(ym(iso).y), Number(ym(iso).m), 0)).getUTCDate();
  const day = (iso, last) => `${last ? lastDay(iso) : '01'}/${ym(iso).m}/${ym(iso).y}`;
  const where = print.town ? ` <span class="where">${html(print.town)}, ${html(countryOf(r, print))}</span>` : '';
  const langs = languagesOf(print.lang);
  const section = (title, body) => `<section><h2><span>${html(title)}</span></h2>${body}</section>`;
  const cefr = ['C1', 'B2'];
  return page(`body { padding: 14mm 16mm; font-family: 'Carlito', 'DejaVu Sans', sans-serif; font-size: 10pt; }
h1 { font-size: 20pt; font-weight: 700; color: #0c2f6b; border-bottom: 1px solid #0c2f6b; padding-bottom: 4px; margin-bottom: 6px; }
.details { display: flex; flex-wrap: wrap; gap: 2px 18px; font-size: 9pt; margin-bottom: 2px; }
.details b { font-weight: 700; } .details .i { color: #0c2f6b; margin-right: 4px; }
h2 { display: flex; align-items: center; margin: 14px 0 6px; font-size: 11pt; color: #0c2f6b; text-transform: uppercase; font-weight: 700; }
h2::after { content: ''; flex: 1; border-bottom: 1px solid #0c2f6b; margin-left: 8px; }
.when { font-size: 8.5pt; color: #565656; text-transform: uppercase; margin-top: 8px; } .where { margin-left: 10px; text-transform: none; }
.what { font-weight: 700; text-transform: uppercase; font-size: 10.5pt; margin-top: 2px; } .who { font-size: 9.5pt; }
ul { margin: 3px 0 0 16px; } table { border-collapse: collapse; margin-top: 6px; font-size: 8pt; } td, th { border: 1px solid #b5c4de; padding: 2px 6px; text-align: center; }
th { background: #e8eef8; text-transform: uppercase; font-weight: 700; } td:first-child { text-align: left; font-weight: 700; text-transform: uppercase; }
.levels { font-size: 7.5pt; color: #565656; margin-top: 4px; }`, `<h1>${html(r.basics.name)}</h1>
<div class="details"><span><b>${html(l.birth)}:</b> ${b.d}/${b.m}/${b.y}</span><span><b>${html(l.nationality)}:</b> ${html(NATIONALITY[print.lang])}</span></div>
<div class="details"><span>${icon('phone')}<b>${html(l.phone)}:</b> ${html(r.basics.phone)}</span><span>${icon('email')}<b>${html(l.email)}:</b> ${html(r.basics.email)}</span></div>
<div class="details"><span>${icon('home')}<b>${html(l.home)}:</b> ${html(loc.address)}, ${html(loc.postalCode)}, ${html(loc.city)}${loc.region ? `, ${html(loc.region)}` : ''}, ${html(countryOf(r, print))}</span></div>
${section(l.work, r.work.map((w) => `<div class="when">${w.startDate ? `${day(w.startDate)} – ` : ''}${w.endDate ? day(w.endDate, true) : html(l.current)}${where}</div>
<div class="what">${html(w.position)}</div><div class="who">${html(w.name)}</div><ul><li>${html(w.summary)}</li></ul>`).join('\n'))}
${section(l.study, r.education.map((e) => `<div class="when">${day(e.startDate)} – ${day(e.endDate, true)}${where}</div>
<div class="what">${html(e.studyType)}</div><div class="who">${html(e.institution)}</div>`).join('\n'))}
${section(l.langs, `<p>${html(l.mother)}: <b>${html(langs.own.toUpperCase())}</b></p><p>${html(l.other)}:</p>
<table><tr><th></th><th colspan="2">${html(l.grid[0])}</th><th colspan="2">${html(l.grid[1])}</th><th>${html(l.grid[2])}</th></tr>
<tr><th></th><th>${html(l.grid[3])}</th><th>${html(l.grid[4])}</th><th>${html(l.grid[5])}</th><th>${html(l.grid[6])}</th><th></th></tr>
${langs.others.map((o, i) => `<tr><td>${html(o)}</td>${`<td>${cefr[i]}</td>`.repeat(5)}</tr>`).join('')}</table><p class="levels">${html(l.levels)}</p>`)}
${section(l.digital, `<p>${r.skills[0].keywords.map(html).join(' | ')}</p>`)}`, print.lang);
};

const presentWord = (print, i = 0) => PRESENT_WORDS[print.lang][i] ?? PRESENT_WORDS[print.lang][0];

/**
 * A Canva-like two-column design: a coloured sidebar with a round photo, contact lines each after an icon glyph, studies,
 * skills as bars and languages as dots; the name in spaced capitals; every block a box placed at an absolute position
 * (as Canva exports its text frames), headings letter-spaced; jobs as the title in bold over "Firm | 2019 - Present".
 */
const canva = (r, print) => {
  const loc = r.basics.location;
  const [first, ...rest] = r.basics.name.split(' ');
  const langs = languagesOf(print.lang);
  const years = (e) => `${e.startDate ? ym(e.startDate).y : ''} - ${e.endDate ? ym(e.endDate).y : presentWord(print).toUpperCase()}`;
  // Each block is a frame at its own height on the page, as Canva exports them (mm from the top; the heights are the frames').
  const stacker = (from, cls) => {
    let next = from;
    return (mm, body) => {
      const at = next;
      next += mm;
      return `<div class="${cls}" style="top:${at}mm">${body}</div>`;
    };
  };
  const box = stacker(62, 'box');
  const sideBox = stacker(78, 'sbox');
  const dots = (k) => Array.from({ length: 5 }, (_, i) => `<span class="dot${i < k ? ' on' : ''}"></span>`).join('');
  return page(`body { height: 297mm; position: relative; font-family: 'DejaVu Sans', sans-serif; font-size: 8.5pt; }
.side { position: absolute; left: 0; top: 0; width: 72mm; height: 297mm; background: #2f4858; }
.photo { position: absolute; left: 16mm; top: 14mm; width: 40mm; height: 40mm; border-radius: 50%; background: #cbd5db; overflow: hidden; }
.sbox { position: absolute; left: 9mm; width: 56mm; color: #eef3f5; }
.sbox h3, .box h2 { letter-spacing: 3px; text-transform: uppercase; font-size: 10pt; font-weight: 700; margin-bottom: 3mm; }
.sbox h3 { border-bottom: 1px solid #8fa7b3; padding-bottom: 1mm; }
.line { display: flex; gap: 3mm; margin-bottom: 2mm; } .line .i { width: 4mm; color: #f2b134; }
.bar { height: 1.6mm; background: #5f7a88; margin: 0.8mm 0 2mm; } .bar span { display: block; height: 100%; background: #f2b134; }
.dot { display: inline-block; width: 2.2mm; height: 2.2mm; border-radius: 50%; border: 1px solid #f2b134; margin-right: 1mm; } .dot.on { background: #f2b134; }
.box { position: absolute; left: 80mm; width: 120mm; }
.name { top: 16mm; font-size: 26pt; letter-spacing: 6px; text-transform: uppercase; line-height: 1.1; color: #2f4858; }
.name b { display: block; font-weight: 800; } .name span { font-weight: 300; }
.label { letter-spacing: 4px; text-transform: uppercase; font-size: 9pt; color: #7a8a93; margin-top: 3mm; }
.box h2 { color: #2f4858; border-bottom: 2px solid #f2b134; padding-bottom: 1mm; }
.job b { font-size: 10pt; } .job .sub { color: #6b7b84; margin: 0.5mm 0 1mm; }
.study { margin-bottom: 3mm; } .study .y { color: #f2b134; font-size: 8pt; } .study b { text-transform: uppercase; display: block; }`,
  `<div class="side"></div><div class="photo"><svg viewBox="0 0 40 40" width="100%" height="100%"><circle cx="20" cy="15" r="8" fill="#8a9aa3"/><ellipse cx="20" cy="38" rx="15" ry="12" fill="#8a9aa3"/></svg></div>
${sideBox(38, `<h3>${html(print.headings.contact)}</h3><div class="line">${icon('phone')}<span>${html(r.basics.phone)}</span></div>
<div class="line">${icon('email')}<span>${html(r.basics.email)}</span></div><div class="line">${icon('pin')}<span>${html(loc.address)}<br>${html(placeLine(r, print))}</span></div>`)}
${sideBox(14 + 15 * r.education.length, `<h3>${html(print.headings.education)}</h3>${r.education.map((e) => `<div class="study"><div class="y">${years(e)}</div><b>${html(e.institution)}</b>${html(e.studyType)}</div>`).join('')}`)}
${sideBox(14 + 9 * r.skills[0].keywords.length, `<h3>${html(print.headings.skills)}</h3>${r.skills[0].keywords.map((k, i) => `<div>${html(k)}</div><div class="bar"><span style="width:${90 - 12 * (i % 4)}%"></span></div>`).join('')}`)}
${sideBox(30, `<h3>${html(langs.heading)}</h3><div>${html(langs.own)}</div><div>${dots(5)}</div>${langs.others.map((o, i) => `<div>${html(o)}</div><div>${dots(4 - i)}</div>`).join('')}`)}
<div class="box name" style="top:16mm"><span>${html(first)}</span><b>${html(rest.join(' '))}</b><div class="label">${html(r.basics.label)}</div></div>
${box(30, `<h2>${html(print.headings.profile)}</h2><p>${html(r.basics.summary)}</p>`)}
${box(8, `<h2>${html(print.headings.experience)}</h2>`)}
${r.work.map((w) => box(24, `<div class="job"><b>${html(w.position)}</b><div class="sub">${html(w.name)}${print.town ? `, ${html(print.town)}` : ''} | ${years(w)}</div><p>${html(w.summary)}</p></div>`)).join('\n')}`, print.lang);
};

/**
 * A Zety-like one-page design: the name and title over a contact grid of icons; each section's heading in small capitals;
 * each entry a row with its dates in a narrow left column in small grey type ("2019-03 - Current") and, right of them,
 * the title in bold, then a pipe and the employer and town in italics.
 */
const zety = (r, print) => {
  const loc = r.basics.location;
  const when = (iso) => `${ym(iso).y}-${ym(iso).m}`;
  const period = (e) => `${e.startDate ? `${when(e.startDate)} - ` : ''}${e.endDate ? when(e.endDate) : html(presentWord(print, 2))}`;
  const row = (left, right) => `<div class="row"><div class="dates">${left}</div><div class="body">${right}</div></div>`;
  const section = (title, body) => `<section><h2>${html(title)}</h2>${body}</section>`;
  return page(`body { padding: 12mm 14mm; font-family: 'DejaVu Serif', serif; font-size: 9.5pt; }
header { display: grid; grid-template-columns: 1fr 68mm; column-gap: 8mm; border-bottom: 3px solid #1f6f8b; padding-bottom: 4mm; }
h1 { font-size: 24pt; font-weight: 700; color: #1f6f8b; } .headline { font-size: 11pt; font-variant: small-caps; color: #555; }
.contact { display: grid; grid-template-columns: 5mm 1fr; row-gap: 1mm; font-size: 8.5pt; font-family: 'DejaVu Sans', sans-serif; } .contact .i { color: #1f6f8b; }
h2 { font-variant: small-caps; font-size: 13pt; color: #1f6f8b; letter-spacing: 1px; margin: 5mm 0 2mm; border-bottom: 1px solid #d8d8d8; }
.row { display: grid; grid-template-columns: 32mm 1fr; column-gap: 5mm; margin-bottom: 3mm; }
.dates { font-size: 7.5pt; color: #8a8a8a; font-family: 'DejaVu Sans', sans-serif; padding-top: 1px; }
.body b { font-weight: 700; } .body i { font-style: italic; } .body ul { margin: 1mm 0 0 4mm; }`,
  `<header><div><h1>${html(r.basics.name)}</h1><div class="headline">${html(r.basics.label)}</div></div>
<div class="contact">${icon('pin')}<span>${html(loc.address)}, ${html(placeLine(r, print))}</span>${icon('phone')}<span>${html(r.basics.phone)}</span>${icon('email')}<span>${html(r.basics.email)}</span></div></header>
${section(print.headings.profile, `<p>${html(r.basics.summary)}</p>`)}
${section(print.headings.experience, r.work.map((w) => row(period(w), `<b>${html(w.position)}</b> | <i>${html(w.name)}${print.town ? `, ${html(print.town)}` : ''}</i><ul><li>${html(w.summary)}</li></ul>`)).join('\n'))}
${section(print.headings.education, r.education.map((e) => row(period(e), `<b>${html(e.studyType)}</b> | <i>${html(e.institution)}</i>`)).join('\n'))}
${section(print.headings.skills, r.skills[0].keywords.map((k) => row('', html(k))).join(''))}`, print.lang);
};

/**
 * A Novoresume-like page: a band with the name, the title and a row of SVG-icon contacts; a main column of entries (the
 * title large and bold, the firm under it in colour, then "03/2019 – Present" in grey italics at the left and the town at
 * the right of one row) beside a narrow column of skills and languages.
 */
const novo = (r, print) => {
  const loc = r.basics.location;
  const when = (iso) => `${ym(iso).m}/${ym(iso).y}`;
  const period = (e) => `${e.startDate ? `${when(e.startDate)} – ` : ''}${e.endDate ? when(e.endDate) : html(presentWord(print))}`;
  const langs = languagesOf(print.lang);
  const entry = (title, firm, e, town) => `<div class="entry"><h3>${html(title)}</h3><div class="firm">${html(firm)}</div>
<div class="meta"><span>${period(e)}</span><span>${town ? html(town) : ''}</span></div>`;
  return page(`body { font-family: 'Carlito', 'DejaVu Sans', sans-serif; font-size: 10pt; }
.band { background: #243b55; color: #fff; padding: 9mm 12mm 6mm; }
.band h1 { font-size: 25pt; font-weight: 700; } .band .t { font-size: 12pt; color: #a9c6e8; margin: 1mm 0 3mm; }
.contacts { display: flex; flex-wrap: wrap; gap: 1.5mm 7mm; font-size: 9pt; }
.cols { display: flex; gap: 8mm; padding: 6mm 12mm; } .main { flex: 0 0 118mm; } .aside { flex: 1; }
h2 { text-transform: uppercase; letter-spacing: 1.5px; font-size: 11pt; color: #243b55; border-bottom: 2px solid #243b55; margin: 3mm 0 2.5mm; }
.entry { margin-bottom: 4mm; } .entry h3 { font-size: 12pt; font-weight: 700; } .firm { font-size: 10.5pt; color: #3778c2; }
.meta { display: flex; justify-content: space-between; font-style: italic; color: #7b7b7b; font-size: 8.5pt; margin-top: 0.5mm; }
.pill { display: inline-block; border-bottom: 1px solid #9ab; padding: 0.5mm 2mm; margin: 0 1mm 1.5mm 0; } .entry p { margin-top: 1mm; }`,
  `<div class="band"><h1>${html(r.basics.name)}</h1><div class="t">${html(r.basics.label)}</div>
<div class="contacts"><span>${svgIcon(SVG.email)}${html(r.basics.email)}</span><span>${svgIcon(SVG.phone)}${html(r.basics.phone)}</span>
<span>${svgIcon(SVG.pin)}${html(loc.address)}, ${html(placeLine(r, print))}</span></div></div>
<div class="cols"><div class="main"><h2>${html(print.headings.experience)}</h2>
${r.work.map((w) => `${entry(w.position, w.name, w, print.town)}<p>${html(w.summary)}</p></div>`).join('\n')}
<h2>${html(print.headings.education)}</h2>
${r.education.map((e) => `${entry(e.studyType, e.institution, e, '')}</div>`).join('\n')}</div>
<div class="aside"><h2>${html(print.headings.skills)}</h2>${r.skills[0].keywords.map((k) => `<span class="pill">${html(k)}</span>`).join('')}
<h2>${html(langs.heading)}</h2><p><b>${html(langs.own)}</b><br><i>${html(langs.native)}</i></p>${langs.others.map((o, i) => `<p><b>${html(o)}</b><br><i>${['C1', 'B2'][i]}</i></p>`).join('')}</div></div>`, print.lang);
};

export const TEMPLATES = { europass, canva, zety, novo };
