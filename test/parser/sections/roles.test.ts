import { describe, expect, it } from 'vitest';
import { expectLinearTime } from '../../helpers/linear-time.js';
import { isCompany, isDegree, isInstitution, isPlace, isTitle } from '../../../src/parser/sections/roles.js';
import { readWork } from '../../../src/parser/sections/work.js';

describe('roles of header parts', () => {
  it('a school word inside a long run of letters is read in linear time (the degree-compound test tried every letter)', () => {
    expectLinearTime((scale) => isInstitution(`Qx${'a'.repeat(5_000 * scale)} Yrkeshögskoleexamen`), { what: 'isInstitution' });
    // The compound still names a degree, not a school.
    expect(isInstitution('Yrkeshögskoleexamen')).toBe(false);
    expect(isInstitution('Nordvik yrkeshögskola')).toBe(true);
  });
  it.each(['Office Manager', 'Softwareentwicklerin', 'Verwaltungsleiterin', 'szoftverfejlesztő', 'Enfermera', 'Programista', 'Lead Developer', 'Praktikum'])(
    '%s is a job title', (t) => expect(isTitle(t)).toBe(true));
  it.each(['Quillfern Engineering', 'Leadership', 'Project management', 'Brightwave Ltd', 'Sefton Road', 'Analytikerhuset AB'])('%s is not a job title', (t) => expect(isTitle(t)).toBe(false));
  it.each(['Brightwave Ltd', 'Kranichsoft GmbH', 'Minta Kft.', 'Przykład Sp. z o.o.', 'Esempio S.r.l.'])('%s is a company', (t) => expect(isCompany(t)).toBe(true));
  it.each(['Universidad de Ejemplo', 'Politechnika Przykładowa', 'Példavárosi Egyetem', 'Lycée Exemple', 'Collegium Brennicum', 'Kolegium Nauczycielskie w Przykładowie'])('%s is a school', (t) => expect(isInstitution(t)).toBe(true));
  it.each(['Máster Universitario en Geología Marina', 'Diplôme universitaire de géologie', 'Master universitario di primo livello'])(
    '%s is a degree whose adjective names no school', (t) => {
      expect(isInstitution(t)).toBe(false);
      expect(isDegree(t)).toBe(true);
    });
  it('keeps a university centre a school', () => expect(isInstitution('Centro Universitario de Almendral')).toBe(true));
  it.each(['BSc', 'Master of Science', 'Abitur', 'érettségi', 'Laurea magistrale'])('%s is a degree', (t) => expect(isDegree(t)).toBe(true));
});

describe('readWork', () => {
  it('tells the title from a company named after a field ("Quillfern Engineering, Office Manager")', () => {
    expect(readWork(['Quillfern Engineering, Office Manager', 'Sep. 2015 – Aug. 2019', 'Handled travel for 13 executives'])).toEqual([
      { position: 'Office Manager', employer: 'Quillfern Engineering', location: '', start: '2015-09', end: '2019-08', current: false },
    ]);
  });
  it('makes no entry of a period whose header is only a place (a date column read out of order)', () => {
    expect(readWork(['Princeton, NJ', 'Sept 2018 – May 2023', 'Istanbul, Türkiye', 'Sept 2014 – June 2018'])).toEqual([]);
  });
});

describe('readEducation', () => {
  it('takes a short all-capitals part for the school', async () => {
    const { readEducation } = await import('../../../src/parser/sections/education.js');
    expect(readEducation(['2020 – 2023 Master Data Science, EPFL'])).toMatchObject([{ institution: 'EPFL', degree: 'Master Data Science', start: '2020', end: '2023' }]);
  });
});

describe('splitParts', () => {
  it('keeps balanced brackets and drops a lone one', async () => {
    const { splitParts } = await import('../../../src/parser/sections/entries.js');
    expect(splitParts('Haneul Pay Inc. (SkyPay)\tSeoul')).toEqual(['Haneul Pay Inc. (SkyPay)', 'Seoul']);
    expect(splitParts('(Compulsory Military Service, R.O.K Cyber Command)')).toEqual(['Compulsory Military Service', 'R.O.K Cyber Command']);
  });
});

describe('lightly printed entries', () => {
  it('reads "Title @Employer" with a non-breaking hyphen in the period', () => {
    expect(readWork(['Cybersecurity-Berater @Zeltrix Systems Inc.', '2020 \u2011 2022  London, UK'])).toEqual([
      { position: 'Cybersecurity-Berater', employer: 'Zeltrix Systems Inc.', location: 'London, UK', start: '2020', end: '2022', current: false },
    ]);
  });
});

describe('roles of header parts in Czech, Slovak, Romanian, Scandinavian and Turkish CVs', () => {
  it.each(['Systemutvikler', 'Softwareudvikler', 'Systemutvecklare', 'Regnskapsmedarbeider', 'Prosjektleder', 'Lagerchef', 'Säljare',
    'Vývojář softwaru', 'Vedúci skladu', 'Obchodní zástupce', 'Contabilă', 'Depo Sorumlusu', 'Satış Temsilcisi',
    // A headline the lone town's reader must know as a title ("Účtovníčka" ↵ "Town" ↵ phone): feminine and compound forms.
    'Účtovníčka', 'Účtovník', 'Účetní', 'Dataanalytiker', 'Șef depozit', 'Proje Yöneticisi'])(
    '%s is a job title', (t) => expect(isTitle(t)).toBe(true));
  it.each(['Fjordvik Logistikk AS', 'Brattli Industri ASA', 'Hrabek Obchod s.r.o.', 'Strojírny Lanek a.s.', 'Vorel a syn s.r.o.',
    'Pekkala Oyj', 'Tangen & Sønn', 'Kuzeyli İnşaat Ltd. Şti.', 'Akbaşlı Gıda A.Ş.'])('%s is a company', (t) => expect(isCompany(t)).toBe(true));
  // "as" in any case is an English word: only "AS" in capitals ending a name is the Norwegian form.
  it.each(['Worked as analyst', 'Teamleiter as needed', '--- AS', 'Engineer, 2019 AS'])('%s is no company', (t) => expect(isCompany(t)).toBe(false));
  // The name before "AS" may open with punctuation of a name; a run of letters is read once from its start.
  it.each(['-Fjordvik AS', 'Brattli & Co. ASA', 'Vik-Hansen AS.'])('%s is a company', (t) => expect(isCompany(t)).toBe(true));
  it('reads the Norwegian form at the end of a long run of letters as before', () => {
    expect(isCompany(`${'a'.repeat(20_000)} AS`)).toBe(true);
    expect(isCompany('a'.repeat(20_000))).toBe(false);
  });
  it.each(['Fjällby tekniska högskola', 'Handelshøyskolen Vestli', 'Vysoké učení technické v Lánech'])(
    '%s is a school', (t) => expect(isInstitution(t)).toBe(true));
  it.each(['Kandidatexamen i datavetenskap', 'Yrkeshögskoleexamen i logistik', 'Professionsbachelor i logistik', 'Fagbrev i logistikk',
    'Cand.merc. i regnskab', 'Ing. Podniková ekonomika', 'Střední odborné vzdělání s maturitou', 'İktisat Lisans'])(
    '%s is a degree', (t) => expect(isDegree(t)).toBe(true));
  // A degree whose compound holds a school's word ("…högskole…examen") names the degree.
  it('reads a degree compound with a school word as no school', () => expect(isInstitution('Yrkeshögskoleexamen i logistik')).toBe(false));
  // The short school words are whole words: "kar" (a Hungarian faculty), "lise" (a Turkish lycée), "isk." and "kolej" begin
  // towns, firms and people's names too.
  it.each(['Karhollenbach', 'Karstedt & Lohmeier', 'Liselotte Brandis', 'Iskrowa Dental', 'Kolejarska Spółdzielnia', 'Skolander Ltd'])(
    '%s is no school', (t) => expect(isInstitution(t)).toBe(false));
  it.each(['Mérnöki Kar', 'Tarlaköy Fen Lisesi', 'Ovacık Meslek Okulu', 'Yıldızlı Koleji', 'Brenner Ált. Isk.', 'Lanecká střední školy',
    'Liceo Ortensi', 'Licei Riuniti Ortensi', 'École Verlaine', 'Écoles Verlaine'])('%s is a school', (t) => expect(isInstitution(t)).toBe(true));
});

describe('a title opening on "District"', () => {
  it.each(['District Manager', 'District Sales Manager', 'District Security Designer'])('%s is no place', (t) => expect(isPlace(t)).toBe(false));
  it.each(['District Pallavaram', 'Dist. Kolhapur'])('%s is a place', (t) => expect(isPlace(t)).toBe(true));
});

// A firm whose legal form follows a comma ("Example, S.L.") is no "Town, Region"; towns with their region stay places.
describe('a firm with its legal form after a comma', () => {
  it.each(['Alimentos Valdeluna, S.A.', 'Conservas Orvalle, S.L.', 'Brindlecourt Holdings, Inc.'])('%s is no place', (t) => expect(isPlace(t)).toBe(false));
  it.each(['Seattle, WA', 'Madrid, España'])('%s is a place', (t) => expect(isPlace(t)).toBe(true));
  it('is the employer, and the town after it the place', () => {
    const lines = ['Analista', 'Conservas Orvalle, S.L. · Valdeluna', 'Septiembre 2019 – Actualidad'];
    expect(readWork(lines).map((w) => [w.position, w.employer, w.location])).toEqual([['Analista', 'Conservas Orvalle, S.L.', 'Valdeluna']]);
  });
});

// A firm named by its trade ("Gestoría", "Consultoría"): the trade's noun is built on a title's word and names no person.
describe('a trade\'s noun on a title\'s stem', () => {
  it.each(['Gestoría Valdeluna', 'Consultoría Orvalle', 'Asesoría Fiscal Tajuña', 'Auditoria Brenhas'])('%s is no title', (t) => expect(isTitle(t)).toBe(false));
  it.each(['Gestor de proyectos', 'Consultor SAP', 'Asesora fiscal', 'Auditor interno'])('%s is a title', (t) => expect(isTitle(t)).toBe(true));
  it('the firm is whole', () => {
    const lines = ['Auxiliar Administrativa', 'Gestoría Valdeluna y Hermanos · Orvalle', 'Marzo 2015 – Agosto 2019'];
    expect(readWork(lines).map((w) => [w.position, w.employer])).toEqual([['Auxiliar Administrativa', 'Gestoría Valdeluna y Hermanos']]);
  });
});

// Title words of the CV languages the lists lacked: the head noun of many titles ("Marketing Planner", "Chargée … Coordinatrice").
describe('more title words', () => {
  it.each(['Supply Planner', 'Community Liaison', 'Video Producer', 'Workshop Facilitator', 'Brand Strategist', 'Koordinatorin Einkauf',
    'Produktionsplaner', 'Coordinateur logistique', 'Coordinatrice de projets', 'Développeuse web', 'Directrice commerciale',
    'Gestionnaire de paie', 'Asesora comercial', 'Facilitador de formación', 'Direttrice di filiale', 'Doradca klienta', 'Diretora financeira',
    'Planificadora de rutas', 'Productor audiovisual', 'Produtora de eventos', 'Pianificatore della produzione', 'Produttrice esecutiva'])(
    '%s is a title', (t) => expect(isTitle(t)).toBe(true));
});

// "Orchestrator" heads English titles ("Release Orchestrator"); one holding a firm's word ("Group") is still the title, also
// printed in a cell after its firm and town.
describe('an orchestrator', () => {
  it.each(['Release Orchestrator', 'Customer Journey Orchestrator'])('%s is a title', (t) => expect(isTitle(t)).toBe(true));
  it('is the title after its firm and town, holding a firm\'s word', () => {
    const [work] = readWork(['09/2021 – 02/2024\tQuellbach és Tsa. Kft., Pécs\tRegional Group Orchestrator', 'Havi jelentések készítése.']);
    expect(work).toMatchObject({ position: 'Regional Group Orchestrator', employer: 'Quellbach és Tsa. Kft.' });
  });
});

// Brothers closing a firm's name after its surnames without "and" ("Cardona Hermanos"): a firm, in the languages that name
// firms so; a school named after brothers ("Colegio Hermanos …") is still a school, and the word alone no firm.
describe('a firm of brothers without "and"', () => {
  it.each(['Quintero Alarcón Hermanos', 'Bellandi Fratelli', 'Teixeira Irmãos', 'Morvan Frères', 'Quintero Hermanos.'])(
    '%s is a firm', (name) => expect(isCompany(name)).toBe(true));
  it.each(['Colegio Hermanos Ordóñez', 'Hermanos', 'Hermanos Quintero'])('%s is no firm', (name) => expect(isCompany(name)).toBe(false));
  it('is the employer beside the title', () => {
    const [work] = readWork(['10/2020 – 11/2024\tQuintero Alarcón Hermanos\tCoordinador de Paradigma', 'Implantación de un nuevo sistema.']);
    expect(work).toMatchObject({ position: 'Coordinador de Paradigma', employer: 'Quintero Alarcón Hermanos', start: '2020-10' });
  });
});
