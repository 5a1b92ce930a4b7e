import { describe, it, expect } from 'vitest';
import { extractName } from '../../../src/parser/fields/name.js';
import { splitName } from '../../../src/parser/fields/name-parts.js';
import { docOf } from './helpers.js';
import { buildDocument } from '../../../src/parser/fields/document.js';

const name = (rows: string[], emails: string[] = [], familyFirst = false): [string, string] => {
  const r = extractName(docOf(...rows), { emails, familyFirst });
  return [r.first, r.last];
};

describe('extractName', () => {
  it('a name with its headline after a comma on one line: the headline is no family name', () => {
    expect(name(['Mira Kellberg, Programista', 'mira.kellberg@example.pl', '+48 600 100 200'], ['mira.kellberg@example.pl']))
      .toEqual(['Mira', 'Kellberg']);
  });

  it('no name from a headline that is the newest job title, printed after its employer in the work history', () => {
    // No name printed: the headline in the headings' type, then the job's line "Employer, Title" over its period.
    // The e-mail spells no name (a personal one that disagrees with the headline would already speak against it).
    const rows = (job: string) => ['12|Depo Sorumlusu', '12|İletişim', '6.7|Yeşilova Mahallesi, Kavaklı Sokak No: 12 Daire 3', '9|34710 Kadıköy/İstanbul',
      '9|+90 (212) 555 01 23', '9|cv12.bilgi@example.com.tr', '9|Doğum Tarihi: 04.11.1987', '12|Yetenekler', '9|• Planlama', '9|• Excel',
      '12|Yabancı Dil', '9|Türkçe (ana dil)', '12|İş Deneyimi', `10|${job}`, '9|Mart 2023 – halen', '10|On iki kişilik bir ekibi yönettim.',
      '10|Akdere Makine A.Ş., Proje Yöneticisi', '9|Ekim 2020 – Şubat 2023', '12|Eğitim Geçmişi', '10|09/2011 – 06/2015 Kuzeydere Lisesi'];
    for (const job of ['Kuzeyyıldız Lojistik A.Ş., Depo Sorumlusu', 'Kuzeyyıldız Lojistik A.Ş. | Depo Sorumlusu', 'Kuzeyyıldız Lojistik A.Ş. – Depo Sorumlusu',
      'Mart 2023 – halen\tDepo Sorumlusu']) {
      expect(name(rows(job), ['cv12.bilgi@example.com.tr']), job).toEqual(['', '']);
    }
    // With the name printed above the headline, the name is read.
    expect(name(['20|Deniz Karaburun', ...rows('Kuzeyyıldız Lojistik A.Ş., Depo Sorumlusu')], ['cv12.bilgi@example.com.tr'])).toEqual(['Deniz', 'Karaburun']);
  });

  it.each<[string, string[], string[], boolean, [string, string]]>([
    ['plain first line', ['Anna Beispiel', 'Berlin', 'anna@example.org'], [], false, ['Anna', 'Beispiel']],
    ['heading skipped', ['Curriculum Vitae', 'Tom Pellworm', 'Phone: +49 30 1234567'], [], false, ['Tom', 'Pellworm']],
    ['Lebenslauf skipped', ['LEBENSLAUF', 'Erika Probe', 'Probestraße 1'], [], false, ['Erika', 'Probe']],
    ['largest font wins', ['9|Last updated in May 2024', '28|Nora Fiktiv', '14|Software Engineer'], [], false, ['Nora', 'Fiktiv']],
    ['job title not taken', ['20|Data Analyst', '12|Lena Quendel', '12|lena.quendel@example.com'], ['lena.quendel@example.com'], false, ['Lena', 'Quendel']],
    ['title dropped', ['Dr. Max Fiktiv', 'Quendelweg 3'], [], false, ['Max', 'Fiktiv']],
    ['degrees dropped', ['Prof. Dipl.-Ing. Eva Test, M.Sc.', 'Teststr. 5'], [], false, ['Eva', 'Test']],
    ['all caps made proper', ['JOHN SAMPLE', 'Software Engineer'], [], false, ['John', 'Sample']],
    ['ALL-CAPS family name', ['Jean DUPONTEL', 'Paris, France'], [], false, ['Jean', 'Dupontel']],
    ['family first, caps', ['DUPONTEL Jean', 'Paris, France'], [], false, ['Jean', 'Dupontel']],
    ['Hungarian order', ['Kovácsné Példa Eszter', 'Születési dátum: 1990. május 3.'], [], true, ['Példa Eszter', 'Kovácsné']],
    ['Name: label', ['Bewerbungsunterlagen für die Stelle', 'Name: Paul Platzhalter'], [], false, ['Paul', 'Platzhalter']],
    ['Név: label, Hungarian', ['Önéletrajz', 'Név: Minta Béla'], [], true, ['Béla', 'Minta']],
    ['surname-first label', ['Surname(s) / First name(s) Probe Karl'], [], false, ['Karl', 'Probe']],
    ['heading glued to name', ['ZOE EXAMPLE RESUME'], [], false, ['Zoe', 'Example']],
    ['single given name', ['30|Alicia', '10|alicia@example.com'], ['alicia@example.com'], false, ['Alicia', '']],
    // A lone word is a name only in the CV's largest type (or labelled, or spelled by the e-mail): body text follows it here.
    ['single family name', ['16|FIKTIVSON', '8|Field Service Engineer', '8|Ran the on-call rota.'], [], false, ['', 'Fiktivson']],
    ['lone word in body type: no name', ['8|Magazinverwalter', '8|Lindenweg 4, 04109 Leipzig', '8|Ran the on-call rota.'], [], false, ['', '']],
    ['particle', ['Jan van der Beispiel', 'Amsterdam'], [], false, ['Jan', 'van der Beispiel']],
    ['footer confirmed by e-mail', [...Array.from({ length: 45 }, (_, i) => `Line ${i} of a long text.`), 'IDA NOMEN CURRICULUM VITAE'], ['ida.nomen@example.com'], false, ['Ida', 'Nomen']],
    ['Resume of …', ['Resume of Tina Example', 'tina@example.org'], [], false, ['Tina', 'Example']],
    ['Lebenslauf – …', ['Lebenslauf – Ulf Probe'], [], false, ['Ulf', 'Probe']],
    ['pronouns dropped', ['Jane Example (she/her)', 'jane@example.com'], ['jane@example.com'], false, ['Jane', 'Example']],
    ['middle initial dropped', ['John Q. Example'], [], false, ['John', 'Example']],
    ['title after a comma', ['28|Jane Example, Software Engineer', '10|x', '10|y'], [], false, ['Jane', 'Example']],
    ['title after a dash', ['Lena Probe – Data Analyst', 'Berlin'], [], false, ['Lena', 'Probe']],
    ['nothing name-like', ['2019 - 2021', 'https://example.org'], [], false, ['', '']],
    // Romanian streets open with their street word ("Calea", "Aleea", "Str."): a street's first line is no name.
    ['a Romanian street over its number', ['Șef depozit', 'Contact', 'Calea Merilor', 'nr. 38', '010011 București', '+40 21 000 1122'], [], false, ['', '']],
    // The whole name's label in Scandinavian, Czech, Romanian and Turkish CVs is dropped, not read as a given name.
    ['Navn: label, Norwegian', ['Curriculum Vitae', 'Navn: Sindre Vollaberg'], [], false, ['Sindre', 'Vollaberg']],
    ['Namn: label, Swedish', ['Namn: Elin Tallbrink', 'elin@example.se'], [], false, ['Elin', 'Tallbrink']],
    ['Jméno a příjmení: label, Czech', ['Jméno a příjmení: Lucie Hrouzková', 'Brno'], [], false, ['Lucie', 'Hrouzková']],
    ['Nume: label, Romanian', ['Nume: Ioana Vâlcea', 'București'], [], false, ['Ioana', 'Vâlcea']],
    ['Ad Soyad: label, Turkish', ['Ad Soyad: Elif Karataşlı', 'İzmir'], [], false, ['Elif', 'Karataşlı']],
  ])('%s', (_title, rows, emails, familyFirst, want) => expect(name(rows, emails, familyFirst)).toEqual(want));
});

describe('splitName', () => {
  it.each<[string, boolean, string, string]>([
    ['Mia Quendel', false, 'Mia', 'Quendel'],
    ['Mia Maria Quendel', false, 'Mia Maria', 'Quendel'],
    ['Minta Anna', true, 'Anna', 'Minta'],
    // In their own scripts Chinese, Japanese and Korean names are family name first, spaced or not;
    // a one-character family name turned round for western readers is still the family name.
    ['小龙 李', false, '小龙', '李'],
    ['李 小龙', false, '小龙', '李'],
    ['山川 花子', false, '花子', '山川'],
    ['김 하나', false, '하나', '김'],
    ['王小明', false, '小明', '王'],
    ['', false, '', ''],
  ])('%j familyFirst=%j', (text, familyFirst, first, last) => expect(splitName(text, { familyFirst })).toEqual({ first, last }));
});

describe('separately labelled name parts', () => {
  it.each<[string, string[], [string, string]]>([
    ['German form', ['Persönliche Daten', 'Vorname: Max', 'Nachname: Probe'], ['Max', 'Probe']],
    ['columns', ['Nachname      BEISPIEL', 'Vorname      Erika'], ['Erika', 'Beispiel']],
    ['Hungarian form', ['Vezetéknév: Minta', 'Keresztnév: Anna'], ['Anna', 'Minta']],
    ['French form', ['Nom : Exemple', 'Prénom : Claire'], ['Claire', 'Exemple']],
    ['only one part: fall back to the heading', ['24|Ola Nordmann', '10|First name: Ola', '10|x', '10|y'], ['Ola', 'Nordmann']],
  ])('%s', (_t, rows, want) => expect(name(rows)).toEqual(want));
});

describe('letter-spaced names', () => {
  it.each<[string[], string[], [string, string]]>([
    [['30|J A N E D O E', '10|jane.doe@example.com', '10|x'], ['jane.doe@example.com'], ['Jane', 'Doe']],
    // No separator in the e-mail: a common given name at the front marks where to cut.
    [['30|J A N E D O E', '10|janedoe@example.com', '10|x'], ['janedoe@example.com'], ['Jane', 'Doe']],
    [['30|G A R E T H W I N T E R B O T T O M', '10|garethwinter@example.com', '10|x'], ['garethwinter@example.com'], ['Gareth', 'Winterbottom']],
    [['30|Z S Ó F I A M I N T A', '10|x'], [], ['Zsófia', 'Minta']],
    // An e-mail of the initial and the family name: the glued name ends with the family name, cut before it (a given name
    // no table knows; one it knows, "Juliane", would be cut after).
    [['30|Q U I L L A N T H A S E L W O O D', '10|q.haselwood@example.org', '10|x'], ['q.haselwood@example.org'], ['Quillant', 'Haselwood']],
    [['30|O R L E Y S E R R A N O P É R E Z', '10|o.serranoperez@example.es', '10|x'], ['o.serranoperez@example.es'], ['Orley', 'Serranopérez']],
    // Nothing known to cut at: the glued word stays whole rather than cut at random.
    [['30|X A V O R P L E N T', '10|xp@example.com', '10|x'], ['xp@example.com'], ['', 'Xavorplent']],
    // Over two lines in the name's large type (web templates): each line one part of the name.
    [['30|G E O R G E', '30|Q U A R R E N D O N', '12|Sales Coordinator', '10|Led a team.'], ['g.quarrendon@example.org'], ['George', 'Quarrendon']],
    [['30|M A R T A', '30|W I L C Z E K', '12|Programistka', '10|x'], [], ['Marta', 'Wilczek']],
    // Each word in a cell of its own; a family name broken at its hyphen over two lines.
    [['30|M A R T A\tW I L C Z E K', '12|P R O G R A M I S T K A', '10|x'], ['m.wilczek@example.org'], ['Marta', 'Wilczek']],
    [['30|É L I S E', '30|M A R V A L L E -', '30|D U P R A Z', '12|Analyste', '10|x'], ['e.marvalle@example.org'], ['Élise', 'Marvalle-Dupraz']],
    // A word of three letters beside a longer one, and the short rest of a family name broken at its hyphen.
    [['30|L É A\tV A L M O N D I N', '12|C O M P T A B L E', '10|x'], ['l.valmondin@example.org'], ['Léa', 'Valmondin']],
    [['30|B E N T E\tK R O O N -', '30|V O S', '12|B O E K H O U D E R', '10|x'], ['b.kroonvos@example.org'], ['Bente', 'Kroon-Vos']],
    // A font's kerning drew two capitals together, at the word's start or anywhere, or three where two pairs share a letter.
    [['30|S A B R I N A', '30|TA L L M E R', '12|Buchhalterin', '10|x'], [], ['Sabrina', 'Tallmer']],
    [['30|C ATA L I N A', '30|R O S M A N I T E', '12|Contabilista', '10|x'], [], ['Catalina', 'Rosmanite']],
    [['30|D Ó R A', '30|F Ű Z FÁ S', '12|Adatelemző', '10|x'], [], ['Dóra', 'Fűzfás']],
    [['30|WA L D E M A R', '30|H O L Z A P F E L', '12|Lagerleiter', '10|x'], [], ['Waldemar', 'Holzapfel']],
  ])('%j', (rows, emails, want) => expect(name(rows, emails)).toEqual(want));
});

describe('a second family name wrapped under the name in large type', () => {
  const spanish = (rows: string[], emails: string[]): [string, string] => {
    const r = extractName(docOf(...rows), { emails, familyFirst: false, language: 'es' });
    return [r.first, r.last];
  };
  const rows = ['43|Nerea Villaescusa', '43|Ordaz', '22|Analista de datos', '10|+34 612 345 680', '10|n.villaescusaordaz@example.org',
    '10|Madrid, Spain', '10|Elaboración de informes mensuales.', '10|Experience'];
  it('is the name\'s when the e-mail spells both family names as one', () => {
    expect(spanish(rows, ['n.villaescusaordaz@example.org'])).toEqual(['Nerea', 'Villaescusa Ordaz']);
  });
  it('is a line of its own otherwise (a headline in the name\'s type)', () => {
    expect(spanish(rows, ['nerea.villaescusa@example.org'])).toEqual(['Nerea', 'Villaescusa']);
  });
});

describe('Hungarian order', () => {
  const hu = (rows: string[], familyFirst: boolean, hungarianHint: boolean): [string, string] => {
    const r = extractName(docOf(...rows), { emails: [], familyFirst, hungarianHint });
    return [r.first, r.last];
  };
  it.each<[string, string[], boolean, boolean, [string, string]]>([
    ['Hungarian text, family first', ['Vártó Zsófia', 'Önéletrajz'], true, false, ['Zsófia', 'Vártó']],
    ['Hungarian text, unknown names: family first', ['Példa Kamilla', 'x'], true, false, ['Kamilla', 'Példa']],
    ['English CV with +36, western order', ['Péter Példa', 'x'], false, true, ['Péter', 'Példa']],
    ['English CV with +36, family first', ['Példa Péter', 'x'], false, true, ['Péter', 'Példa']],
    ['Hungarian text, western order kept', ['Gábor Minta', 'x'], true, false, ['Gábor', 'Minta']],
    ['not Hungarian at all', ['Anna Example', 'x'], false, false, ['Anna', 'Example']],
  ])('%s', (_t, rows, familyFirst, hint, want) => expect(hu(rows, familyFirst, hint)).toEqual(want));
});

describe('two-column reading order', () => {
  it('finds the name printed at the top even when the sidebar is read first', () => {
    const lines = [
      ...Array.from({ length: 45 }, (_, i) => ({ text: `Sidebar line ${i}`, page: 1, fontSize: 10, y: 120 + i * 12 })),
      { text: 'Rita Example', page: 1, fontSize: 32, y: 40 },
      { text: 'Data Engineer', page: 1, fontSize: 14, y: 80 },
    ];
    const r = extractName(buildDocument({ text: '', lines }), { emails: [], familyFirst: false });
    expect([r.first, r.last]).toEqual(['Rita', 'Example']);
  });
});
