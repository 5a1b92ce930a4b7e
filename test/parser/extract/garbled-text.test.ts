// A PDF page's text layer told garbage (its fonts read their codes as other characters than they draw) from text of any
// script, code, numbers and acronyms. All CVs invented; the garbage is made from them the ways broken fonts make it.
import { describe, expect, it } from 'vitest';
import { isGarbledTextLayer, textLayerEvidence } from '../../../src/parser/extract/garbled-text.js';
import { withCorkGlyphs } from '../../../src/parser/extract/tex-font-codes.js';

const CV_EN = `Marisol Quenby
Senior Accountant · marisol.quenby@example.com · +44 20 7946 0321
Professional experience
2019 – present  Senior Accountant, Harwick & Dunmore Consulting, Bristol
Prepared monthly management accounts, reconciliations and quarterly forecasts for eleven subsidiaries.
2015 – 2019  Assistant Accountant, Fennimore Logistics Limited, Swindon
Education
2011 – 2014  BSc Accounting and Finance, University of Greyhaven`;

const CV_DE = `Henrike Maassen
Lindenweg 14, 48143 Münster · henrike.maassen@example.de
Berufserfahrung
04/2019 – heute  Logistikplanerin, Kestrel Spedition GmbH, Münster
Disposition der Fahrzeugflotte, Tourenplanung und Abrechnung mit Frachtführern
08/2015 – 03/2019  Disponentin, Auenfeld Transporte GmbH, Osnabrück
Ausbildung
2012 – 2015  Kauffrau für Spedition und Logistikdienstleistung, Industrie- und Handelskammer`;

const CV_FR = `Élodie Varnier
Expérience professionnelle
2018 – aujourd'hui  Responsable logistique, Transports Bellerive, Villeurbanne
Gestion des approvisionnements, négociation avec les fournisseurs, encadrement d'une équipe de douze personnes
Formation
2013 – 2016  Licence professionnelle Logistique et transport, Université de Clairmont`;

const CV_ES = `Paula Martínez Olmedo
Experiencia profesional
2017 – actualidad  Ingeniera de software, Soluciones Informáticas Levante, Valencia
Desarrollo de aplicaciones empresariales, integración continua y mantenimiento de servidores
Formación académica
2012 – 2016  Grado en Ingeniería Informática, Universidad Politécnica de Almenara`;

const CV_IT = `Giulia Ferraresi
Esperienza lavorativa
2016 – oggi  Responsabile amministrativa, Ferramenta Castellano, Bergamo
Gestione della contabilità generale, bilanci trimestrali, rapporti con istituti bancari
Istruzione e formazione
2010 – 2015  Laurea magistrale in Economia aziendale, Università degli Studi di Valnera`;

const CV_PL = `Agnieszka Wróblewska
Doświadczenie zawodowe
2018 – obecnie  Specjalistka ds. księgowości, Przedsiębiorstwo Handlowe Szczęsny, Szczecin
Prowadzenie pełnej księgowości, przygotowywanie sprawozdań finansowych i deklaracji podatkowych
Wykształcenie
2012 – 2017  Wyższa Szkoła Zarządzania, kierunek: finanse i rachunkowość, Bydgoszcz`;

const CV_HU = `Kővári Ágnes
Szakmai tapasztalat
2017 – jelenleg  Pénzügyi elemző, Dunamenti Kereskedelmi Korlátolt Felelősségű Társaság, Győr
Költségvetések készítése, havi jelentések összeállítása, könyvvizsgálati felkészülés
Tanulmányok
2011 – 2016  Közgazdaságtudományi mesterképzés, Széchenyi Egyetem`;

const CV_NL = `Maarten van Oosterhout
Werkervaring
2016 – heden  Projectleider infrastructuur, Aannemersbedrijf Dijkstra, Groningen
Verantwoordelijk voor planning, begrotingen en veiligheidsinstructies op bouwplaatsen
Opleiding
2009 – 2013  Bachelor Civiele Techniek, Hogeschool Noordelijke Provincies`;

const CV_PT = `João Carvalho Antunes
Experiência profissional
2018 – atualmente  Analista financeiro, Construções Ribeirinhas, Coimbra
Elaboração de orçamentos, acompanhamento de indicadores e relatórios mensais para a direção
Formação académica
2012 – 2016  Licenciatura em Gestão de Empresas, Universidade Lusitana`;

const CV_RU = `Светлана Кузнецова
Опыт работы
2017 – настоящее время  Главный бухгалтер, Общество с ограниченной ответственностью «Северная торговля», Архангельск
Подготовка финансовой отчётности, налоговое планирование, руководство бухгалтерией
Образование
2009 – 2014  Экономический факультет, Государственный университет управления`;

const CV_EL = `Ελευθερία Παπαδοπούλου
Επαγγελματική εμπειρία
2016 – σήμερα  Υπεύθυνη λογιστηρίου, Εμπορική Θεσσαλονίκης, Θεσσαλονίκη
Σύνταξη οικονομικών καταστάσεων, φορολογικές δηλώσεις, συνεργασία με ελεγκτές
Εκπαίδευση
2008 – 2012  Πτυχίο Λογιστικής και Χρηματοοικονομικής, Πανεπιστήμιο Μακεδονίας`;

const CV_ZH = `王晓明
工作经历
2018年3月 – 至今  高级软件工程师，杭州星河信息技术有限公司
负责后端服务架构设计与性能优化，带领五人团队完成支付系统重构
教育背景
2010年9月 – 2014年6月  计算机科学与技术 学士，浙江理工大学`;

const CV_AR = `ليلى حداد
الخبرة المهنية
٢٠١٧ – حتى الآن  محاسبة أولى، شركة النخيل للتجارة، عمّان
إعداد القوائم المالية الشهرية والتسويات البنكية ومتابعة الموردين
التعليم
٢٠١٠ – ٢٠١٤  بكالوريوس محاسبة، الجامعة الأردنية`;

const CODE = `export function parseLedger(rows: LedgerRow[]): Summary {
  const totals = new Map<string, number>();
  for (const { account, amount } of rows) totals.set(account, (totals.get(account) ?? 0) + amount);
  const sorted = [...totals.entries()].sort((a, b) => b[1] - a[1]);
  return { accounts: sorted.length, largest: sorted[0]?.[0] ?? null, balance: sum(sorted.map(([, v]) => v)) };
}
def normalize_invoice(record, currency="EUR"):
    if not record.get("customer_id"):
        raise ValueError("missing customer identifier")
    return {**record, "currency": currency, "checksum": hashlib.sha256(repr(record).encode()).hexdigest()}`;

const NUMBERS = `Quarter  Revenue  Costs  Margin
Q1 2021  1.204.500,00  987.300,50  18,0 %
Q2 2021  1.315.800,00  1.002.100,25  23,8 %
Q3 2021  1.198.240,00  1.010.900,00  15,6 %
Q4 2021  1.402.010,75  1.100.450,10  21,5 %
Total  5.120.550,75  4.100.750,85  19,9 %`;

const ACRONYMS = `Skills
SQL, AWS, GCP, HTML, CSS, PHP, REST, CI/CD, K8s, TCP/IP, DNS, LDAP, SFTP, HTTPS, MSSQL, SSRS, SPSS, GDPR, BPMN, CCNA
Certifications: AWS SAA-C03, CCNP, ITIL v4, PMP, CSM, ISO 27001 Lead Auditor
Tools: Jenkins, Terraform, Kubernetes, Grafana, Prometheus, PostgreSQL, MongoDB, Elasticsearch`;

const ADDRESSES = `Contact
marisol.quenby@example.com · https://www.linkedin.com/in/marisol-quenby-4821b7 · https://github.com/mquenby
henrike.maassen@example.de · www.maassen-logistik.example.de/kontakt · xing.com/profile/Henrike_Maassen2
Portfolio: https://mquenby.example.org/projects/ledger-reconciliation-dashboard?lang=en
Repository: git@github.com:mquenby/quarterly-forecasting-toolkit.git`;

/** A TrueType font's glyphs in the standard order as codes: a printable character 29 places down (codes below 32 are controls). */
const glyphOrder = (text: string): string =>
  [...text].map((ch) => {
    const code = ch.codePointAt(0)!;
    if (/\s/u.test(ch)) return ch;
    return String.fromCodePoint(code < 0x7f ? Math.max(1, code - 29) : (code % 94) + 0x21);
  }).join('');
/** A font whose printable ASCII codes read 29 places down, around the 94 of them (test/fixtures/parser/pdf-writer.mjs misreadFont). */
const rotated = (text: string): string =>
  [...text].map((ch) => {
    const code = ch.codePointAt(0)!;
    return code >= 0x21 && code <= 0x7e ? String.fromCharCode(((code - 0x21 + 94 - 29) % 94) + 0x21) : ch;
  }).join('');
/** A subset font's glyph numbers as codes, from 1 in the order the glyphs were first used. */
const subsetIds = (text: string): string => {
  const ids = new Map<string, number>();
  return [...text].map((ch) => {
    if (/\s/u.test(ch)) return ch;
    if (!ids.has(ch)) ids.set(ch, ids.size + 1);
    return String.fromCodePoint(ids.get(ch)!);
  }).join('');
};
/** A symbol font's private-use code points for every glyph. */
const privateUse = (text: string): string => [...text].map((ch) => (/\s/u.test(ch) ? ch : String.fromCodePoint(0xf000 + ch.codePointAt(0)! % 256))).join('');

const LATIN_CVS = { CV_EN, CV_DE, CV_FR, CV_ES, CV_IT, CV_PL, CV_HU, CV_NL, CV_PT };

describe('isGarbledTextLayer', () => {
  it('takes CVs whose fonts read their glyph numbers as the text, in every language of Latin script', () => {
    expect(glyphOrder('Paula Martinez')).toBe('3DXOD 0DUWLQH]');
    for (const [name, cv] of Object.entries(LATIN_CVS)) {
      expect([name, isGarbledTextLayer(glyphOrder(cv))]).toEqual([name, true]);
      expect([name, isGarbledTextLayer(rotated(cv))]).toEqual([name, true]);
    }
  });

  it('takes text of control or private-use characters, whatever the script', () => {
    for (const cv of [CV_EN, CV_PL, CV_RU, CV_ZH, CV_AR]) {
      expect(isGarbledTextLayer(subsetIds(cv))).toBe(true);
      expect(isGarbledTextLayer(privateUse(cv))).toBe(true);
    }
  });

  it('takes long words almost without vowels, each rule on its own', () => {
    // Capitals, one vowel in six letters, no cluster of six consonants, no capital run broken.
    const consonants = 'BCDFGHJKLMNPQRSTVWXZ';
    const fewVowels = Array.from({ length: 14 }, (_, i) => `${consonants[i]}${consonants[i + 1]}U${consonants[i + 2]}${consonants[i + 3]}${consonants[i + 4]}`).join(' ');
    expect(textLayerEvidence(fewVowels)).toMatchObject({ runs: 14, clustered: 0, broken: 0 });
    expect(isGarbledTextLayer(fewVowels)).toBe(true);
    // Vowels enough, but a cluster of six consonants in every word.
    const clusters = Array.from({ length: 14 }, (_, i) => `ae${consonants.slice(i, i + 6).toLowerCase()}io`).join(' ');
    expect(textLayerEvidence(clusters)).toMatchObject({ runs: 14, clustered: 14, broken: 0 });
    expect(isGarbledTextLayer(clusters)).toBe(true);
  });

  it('takes a capital run broken by small letters, words after words ("0DUWíQH]")', () => {
    const broken = Array.from({ length: 14 }, (_, i) => `HQWZ${'abcdefghijklmn'[i]}LFNOHU`).join(' ');
    expect(textLayerEvidence(broken).broken).toBe(14);
    expect(isGarbledTextLayer(broken)).toBe(true);
  });

  it('leaves CVs in every language of the parser, and in Cyrillic, Greek, Chinese and Arabic script', () => {
    for (const [name, cv] of Object.entries({ ...LATIN_CVS, CV_RU, CV_EL, CV_ZH, CV_AR })) {
      expect([name, isGarbledTextLayer(cv)]).toEqual([name, false]);
    }
    // Judged, not merely too short: each Latin, Cyrillic and Greek CV has the long runs of letters it takes.
    for (const cv of [...Object.values(LATIN_CVS), CV_RU, CV_EL]) expect(textLayerEvidence(cv).runs).toBeGreaterThanOrEqual(10);
  });

  it('leaves the same CVs set in capitals, as some designs print them', () => {
    for (const cv of [CV_EN, CV_DE, CV_PL, CV_HU, CV_RU, CV_EL]) expect(isGarbledTextLayer(cv.toUpperCase())).toBe(false);
  });

  it('leaves code, tables of numbers, lists of acronyms, and e-mail and web addresses', () => {
    const onlyAcronyms = 'SQL AWS GCP HTML CSS PHP REST DNS LDAP SFTP HTTPS MSSQL SSRS SPSS GDPR BPMN CCNA CCNP ITIL PMP CSM TCP UDP VPN';
    for (const text of [CODE, NUMBERS, ACRONYMS, ADDRESSES, onlyAcronyms, `${ACRONYMS}\n${ADDRESSES}\n${NUMBERS}`]) {
      expect(isGarbledTextLayer(text)).toBe(false);
    }
    expect(textLayerEvidence(CODE).runs).toBeGreaterThanOrEqual(10);
  });

  it('leaves ligatures, TeX font codes and styled letters the extractor repairs, repaired or not', () => {
    const tex = `${CV_DE}\nZerti\x1Ckate: Gabelstaplerschein, Sta\x1Bing, O\x1Ece-Anwendungen \x15 Work\x1Dow`;
    expect(isGarbledTextLayer(tex)).toBe(false);
    expect(isGarbledTextLayer(withCorkGlyphs(tex))).toBe(false);
    expect(isGarbledTextLayer(`𝐌𝐚𝐫𝐢𝐬𝐨𝐥 𝐐𝐮𝐞𝐧𝐛𝐲\n${CV_EN.replace(/fi/gu, 'ﬁ').replace(/ff/gu, 'ﬀ')}`)).toBe(false);
  });

  it('counts a word repeated down a page once: a table of projects at one firm in one town', () => {
    // Few vowels in those words, and every row has them: counted each time, they would be a page of garbage.
    const rows = Array.from({ length: 16 }, (_, i) => `${2008 + i}\tSchmidt & Partner\tStuttgart-Schwarzwald`);
    const page = ['Projektliste', ...rows, 'Fortbildungen: Projektmanagement, Qualitätssicherung, Prozessoptimierung, Lieferantenbewertung, Arbeitssicherheit'].join('\n');
    expect(isGarbledTextLayer(page)).toBe(false);
  });

  it('leaves a short page: too little to judge by', () => {
    expect(isGarbledTextLayer(glyphOrder('Paula Martinez\npaula@example.com'))).toBe(false);
    expect(isGarbledTextLayer(subsetIds('Lebenslauf Henrike Maassen, Münster'))).toBe(false);
    // Enough characters, too few long words.
    const header = rotated('Paula Martinez Olmedo\nCalle Mayor 12, 28013 Valencia\npaula.martinez@example.com\n+34 612 345 678');
    expect(textLayerEvidence(header).chars).toBeGreaterThanOrEqual(60);
    expect(isGarbledTextLayer(header)).toBe(false);
  });

  it('leaves a page with icon glyphs of a symbol font, read as control or private-use characters', () => {
    const icons = CV_EN.split('\n').map((line, i) => (i < 4 ? `\uf0e0 ${line}` : line)).join('\n');
    expect(isGarbledTextLayer(icons)).toBe(false);
    // A short page of skills, each after an icon bullet its font reads as NUL: a sixth of the page's characters.
    const skills = ['Python', 'SQL', 'Excel', 'SAP', 'Negotiation', 'Payroll', 'Java', 'Stock control', 'Forklift', 'Power BI', 'Tableau', 'Lean'];
    const page = `Skills\n${skills.map((skill) => `\x00 ${skill}`).join('\n')}\n\uf095\t\uf0e0\t+44 20 7946 0336`;
    expect(isGarbledTextLayer(page)).toBe(false);
    expect(isGarbledTextLayer(page.replace(/\x00 /gu, '\x00'))).toBe(false);
  });
});
