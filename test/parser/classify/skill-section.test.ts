// Skills as printed under skills headings, in the languages recruit reads (skill-section.ts).
// Every CV line here is invented.
import { describe, it, expect, vi } from 'vitest';
import { findSkillSectionItems, isSkillsHeading, cleanSkillItem, isSkillItem, skillLineText, isLevelWord } from '../../../src/parser/classify/skill-section.js';
import { mergeTags, MAX_TAGS } from '../../../src/parser/classify/skills.js';
import { expectLinearTime } from '../../helpers/linear-time.js';

// The readers remember their answer per text (src/parser/remembered.ts, fields/parse-answers.ts), so the linear-time guard below would time a
// remembered answer from its second call on: here each call reads its text anew.
vi.mock('../../../src/parser/remembered.js', () => ({ rememberedByText: <T>(read: (text: string) => T) => read }));
vi.mock('../../../src/parser/fields/parse-answers.js', async (importOriginal) => ({
  ...await importOriginal<typeof import('../../../src/parser/fields/parse-answers.js')>(),
  remembered: (_table: unknown, key: string, answer: (key: string) => boolean) => answer(key),
}));

describe('isSkillsHeading', () => {
  it.each([
    'SKILLS', 'Technical skills', 'Personal skills:', 'Kenntnisse', 'PERSÖNLICHE FÄHIGKEITEN', 'Compétences', 'Competenze',
    'Umiejętności', 'Készségek', 'Habilidades', 'Kompetenzen', 'Vaardigheden', 'r SKILLS',
    // The later languages: Czech, Slovak, Romanian, Swedish, Danish, Norwegian, Turkish.
    'Dovednosti', 'Odborné dovednosti', 'ZRUČNOSTI', 'Kompetence', 'Competențe', 'Abilități', 'Aptitudini', 'Kompetenser', 'Färdigheter',
    'Kunskaper', 'Færdigheder', 'Kompetencer', 'Ferdigheter', 'Kompetanse', 'Yetenekler', 'BECERİLER', 'Teknik Beceriler', 'Yetkinlikler',
  ])('%s is a skills heading', (line) => expect(isSkillsHeading(line)).toBe(true));

  it.each(['Experience', 'Skills in Excel, Word and Outlook are required.', 'Interests', 'Berufserfahrung 2019', ''])(
    '%s is not', (line) => expect(isSkillsHeading(line)).toBe(false));
});

describe('findSkillSectionItems', () => {
  it.each<[string, string[], string[]]>([
    ['German heading, bullets', ['Kenntnisse', '• Teamfähigkeit', '• Zeitmanagement', '• Lötarbeiten', 'Ausbildung', '• Realschule'], ['Teamfähigkeit', 'Zeitmanagement', 'Lötarbeiten']],
    ['French heading, commas', ['Compétences', 'Gestion de projet, Négociation, Comptabilité analytique'], ['Gestion de projet', 'Négociation', 'Comptabilité analytique']],
    ['Italian heading, chips in cells', ['Competenze', 'Saldatura\tCarpenteria\tLettura disegni'], ['Saldatura', 'Carpenteria', 'Lettura disegni']],
    ['Polish heading', ['UMIEJĘTNOŚCI', 'Obsługa wózka widłowego', 'Magazynowanie', 'DOŚWIADCZENIE'], ['Obsługa wózka widłowego', 'Magazynowanie']],
    ['Czech heading', ['Dovednosti', 'Řízení dílny, Pájení, Čtení výkresů', 'Vzdělání'], ['Řízení dílny', 'Pájení', 'Čtení výkresů']],
    ['Romanian heading', ['COMPETENȚE', '• Croitorie', '• Gestiunea comenzilor'], ['Croitorie', 'Gestiunea comenzilor']],
    ['Danish heading, cells', ['Færdigheder', 'Svejsning\tTruckcertifikat\tLagerstyring'], ['Svejsning', 'Truckcertifikat', 'Lagerstyring']],
    ['Turkish heading, dotless i kept', ['YETENEKLER', 'Stok Yönetimi | Forklift Kullanımı'], ['Stok Yönetimi', 'Forklift Kullanımı']],
    ['Hungarian heading', ['Készségek', 'Ügyfélszolgálat | Számlázás | Raktárkezelés'], ['Ügyfélszolgálat', 'Számlázás', 'Raktárkezelés']],
    ['Spanish heading, levels dropped', ['Habilidades', 'Atención al cliente (avanzado)', 'Inventario - Basic', 'Idiomas', 'Inglés'], ['Atención al cliente', 'Inventario']],
    ['inline heading and items', ['Skills: Gardening, Beekeeping, Knot tying'], ['Gardening', 'Beekeeping', 'Knot tying']],
    ['items that say "skills" inside a block', ['SKILLS', 'Quilting', 'Communication skills', 'Organisational skills', 'EDUCATION'], ['Quilting', 'Communication skills', 'Organisational skills']],
    ['hyphenated across lines', ['SKILLS', 'Warehouse Process Im-', 'provement', 'Forklift Safety'], ['Warehouse Process Improvement', 'Forklift Safety']],
    ['a row label glued to its first item', ['SKILLS', 'IT-Skills Superb spreadsheet skills', 'Careful proofreading'], ['Superb spreadsheet skills', 'Careful proofreading']],
    ['prose and dates end or skip', ['Skills', 'I have always enjoyed learning new things and meeting interesting people every day.', 'Juggling', '2019 – 2021 Clerk at Example Ltd', 'Filing'], ['Juggling']],
    ['grid of headings before their items', ['Technologien', 'Sprachen', 'Zauberei\tSchachspiel\tOrigami'], ['Zauberei', 'Schachspiel', 'Origami']],
    ['label/value table row', ['Kenntnisse\tWarenannahme, Inventur, Kommissionierung', 'Ausbildung\t2012 – 2016 Beispielschule'], ['Warenannahme', 'Inventur', 'Kommissionierung']],
    ['contact data and years are not skills', ['Skills', 'jane@example.org', '+44 20 7946 0000', 'Patience', 'since 2019'], ['Patience']],
  ])('%s', (_name, lines, want) => expect(findSkillSectionItems(lines)).toEqual(want));

  it('finds nothing without a skills heading', () => {
    expect(findSkillSectionItems(['Experience', 'Forklift driver', 'Warehouse clerk'])).toEqual([]);
  });

  it('does not repeat an item', () => {
    expect(findSkillSectionItems(['Skills', 'Pottery, pottery, Weaving'])).toEqual(['Pottery', 'Weaving']);
  });
});

describe('skill items', () => {
  it.each([['• Python (expert)', 'Python'], ['Excel - advanced', 'Excel'], ['Welding 4/5', 'Welding'], ['  ▪ Sewing.', 'Sewing']])(
    '%j → %j', (raw, want) => expect(cleanSkillItem(raw)).toBe(want));
  // Skills refuse these characters from users; a CV's are dropped rather than refused.
  it.each([['SQL\u202eLQS', 'SQLLQS'], ['Py\u200bthon', 'Python'], ['\u2066Go\u2069', 'Go'], ['\ufeffExcel\u00ad', 'Excel']])(
    'hidden and direction characters are dropped: %j → %j', (raw, want) => expect(cleanSkillItem(raw)).toBe(want));
  it('keeps the zero-width joiners that scripts need', () => expect(cleanSkillItem('برنامه\u200cنویسی')).toBe('برنامه\u200cنویسی'));
  it.each([['Sewing', true], ['x', false], ['one two three four five six seven', false], ['see www.example.org', false], ['1999', false]])(
    '%j is an item: %s', (item, want) => expect(isSkillItem(item as string)).toBe(want));
});

describe('mergeTags', () => {
  it('puts listed skills first, then vocabulary skills, without repeats (case and accents aside)', () => {
    expect(mergeTags(['Kochen', 'Python'], ['python', 'SQL', 'Kóchen'])).toEqual(['Kochen', 'Python', 'SQL']);
  });
  it('never tags the person or their city', () => {
    expect(mergeTags(['Ana Ejemplo', 'Soldadura', 'Valdemoro'], [], ['Ana Ejemplo', 'Valdemoro'])).toEqual(['Soldadura']);
  });
  it(`keeps at most ${MAX_TAGS} tags`, () => {
    const many = Array.from({ length: 60 }, (_, i) => `Craft ${i}`);
    expect(mergeTags(many, ['SQL'])).toHaveLength(MAX_TAGS);
  });
});

describe('skillLineText', () => {
  it('sets a DOCX row\'s skills label cell apart from its value cell', () => {
    // Word joins the cells of a table row by one space: without the cells the label would be a piece of the first item.
    expect(skillLineText('Kenntnisse Warenannahme, Kommissionierung', ['Kenntnisse', 'Warenannahme, Kommissionierung']))
      .toBe('Kenntnisse\tWarenannahme, Kommissionierung');
    expect(findSkillSectionItems([skillLineText('Competenze Saldatura, Verniciatura', ['Competenze', 'Saldatura, Verniciatura'])]))
      .toEqual(['Saldatura', 'Verniciatura']);
  });

  it.each<[string, string, string[]]>([
    ['a first cell that is no skills heading', 'Ausbildung 2012 – 2016 Beispielschule', ['Ausbildung', '2012 – 2016 Beispielschule']],
    ['a line with a gap of its own', 'Kenntnisse\tWarenannahme', ['Kenntnisse', 'Warenannahme']],
    ['a line with a colon', 'Skills: Welding', ['Skills: Welding']],
    ['a line of one cell', 'Technical skills', ['Technical skills']],
  ])('leaves %s as it is', (_, text, segments) => expect(skillLineText(text, segments)).toBe(text));
});

describe('skills headings of right-to-left scripts', () => {
  it.each(['مهارت‌ها', 'المهارات', 'כישורים', 'مهارت‌ها:'])('%s is a skills heading', (line) => expect(isSkillsHeading(line)).toBe(true));
  // Latin-script headings keep to the stems: a Czech "knowledge" heading over areas of knowledge opens no skills list.
  it('a Latin-script heading the stems do not know is none', () => expect(isSkillsHeading('Všeobecné znalosti')).toBe(false));

  it.each<[string, string[], string[]]>([
    ['Persian, Arabic commas', ['سوابق کاری', 'مهارت‌ها', 'طراحی وب، کار تیمی، Excel'], ['طراحی وب', 'کار تیمی', 'Excel']],
    ['Arabic, Arabic semicolons', ['المهارات', 'التصميم؛ التسويق الرقمي؛ SQL'], ['التصميم', 'التسويق الرقمي', 'SQL']],
    ['Hebrew, commas', ['כישורים', 'עיצוב גרפי, שירות לקוחות'], ['עיצוב גרפי', 'שירות לקוחות']],
  ])('%s', (_, lines, items) => expect(findSkillSectionItems(lines)).toEqual(items));
});

describe('skills blocks with structure', () => {
  it.each<[string, string[], string[]]>([
    ['sub-headings over lists', ['Skills', 'Programming', 'Quorbit, Zanthic', 'Databases', 'Velmdb, Strandql', 'Education'],
      ['Quorbit', 'Zanthic', 'Velmdb', 'Strandql']],
    ['sub-headings over bullets', ['SKILLS', 'Werkzeuge', '• Falzbein', '• Heißprägung', 'Soziale Kompetenzen', '• Geduld'],
      ['Falzbein', 'Heißprägung', 'Geduld']],
    ['a sub-heading with a colon over its list', ['Compétences', 'Outils :', 'Brunissoir, Plioir'], ['Brunissoir', 'Plioir']],
    ['rows of a level and its items', ['Skills', 'Expert: Quorbit, Zanthic', 'Advanced – Velmdb, Strandql', 'Basic | Ropework'],
      ['Quorbit', 'Zanthic', 'Velmdb', 'Strandql', 'Ropework']],
    ['a level row in cells', ['Umiejętności', 'Zaawansowany\tIntroligatorstwo, Złocenie'], ['Introligatorstwo', 'Złocenie']],
    ['a level alone over its items', ['Készségek', 'Haladó', 'Könyvkötés, Aranyozás', 'Alapfokú', 'Papírmerítés'],
      ['Könyvkötés', 'Aranyozás', 'Papírmerítés']],
    ['a heading cell, then a level row', ['Competenze:\tEsperto: Legatoria, Doratura', 'Avanzato: Marmorizzazione'],
      ['Legatoria', 'Doratura', 'Marmorizzazione']],
    ['a heading cell beside a sub-heading', ['Kenntnisse\tProgrammierung', 'Quorbit, Zanthic', 'Datenbanken', 'Velmdb, Strandql'],
      ['Quorbit', 'Zanthic', 'Velmdb', 'Strandql']],
    ['items with a level, a rating or years', ['Skills', 'Quorbit (advanced)', 'Zanthic – gevorderd', 'Velmdb 4/5', 'Strandql | 3 years',
      'Ropework 80 %', 'Splicing   Fortgeschritten'], ['Quorbit', 'Zanthic', 'Velmdb', 'Strandql', 'Ropework', 'Splicing']],
    ['a label over items that all name it is one of them', ['Skills', 'Quorbit: Quorbit Data, Quorbit Mesh'],
      ['Quorbit', 'Quorbit Data', 'Quorbit Mesh']],
    ['the joining word before the last item and "etc." dropped', ['Skills', 'Platforms: Quorbit, Zanthic, and Velmdb, etc.'],
      ['Quorbit', 'Zanthic', 'Velmdb']],
    ['a long labelled list of short items is no prose', ['Skills', `Platforms: ${Array.from({ length: 30 }, (_, i) => `Tool${String.fromCharCode(97 + (i % 26))}${i}`).join(', ')}`],
      Array.from({ length: 30 }, (_, i) => `Tool${String.fromCharCode(97 + (i % 26))}${i}`)],
    ['a bold sub-heading over items one a line', ['Skills', 'Bindery', 'Quorbit', 'Zanthic', 'Workshop', 'Velmdb'], ['Quorbit', 'Zanthic', 'Velmdb']],
    ['a list wrapped in a narrow column keeps its first item', ['Skills', 'Quorbit Mesh,', 'Zanthic, Velmdb,', 'Strandql'],
      ['Quorbit Mesh', 'Zanthic', 'Velmdb', 'Strandql']],
    ['a sign after one letter is an item', ['Skills', 'C#, F#, C++'], ['C#', 'F#', 'C++']],
    ['a row of capitals in cells after items is more items, no heading', ['Fähigkeiten', 'Sprachen', 'Quorbit', 'Programmierung',
      'QRB\tZNT\tVLM', 'Werkzeuge', 'Strandql\tRopework'], ['Quorbit', 'QRB', 'ZNT', 'VLM', 'Strandql', 'Ropework']],
    ['a sentence wrapped over rows is no list, whatever its commas', ['Tools', 'Quorbit\tZanthic', 'Tasks',
      'Bound the ledgers, gilded the covers, mended the spines of old', 'registers for the parish, then trained two apprentices', 'Velmdb'],
      ['Quorbit', 'Zanthic', 'Velmdb']],
    ['a year and a bar open a dated entry that ends the block', ['Technologies', 'Quorbit\tZanthic', '2022 | Ledger bindery for a guild',
      'Velmdb\tStrandql'], ['Quorbit', 'Zanthic']],
    ['a sidebar\'s list beside the body\'s wrapped prose keeps its items', ['Skills',
      'Quorbit • Zanthic\tbound the ledgers of the parish and gilded the covers of', 'the old registers before the winter fair', 'Velmdb'],
      ['Quorbit', 'Zanthic', 'Velmdb']],
    ['a date alone (a form\'s next column) ends the block', ['Skills', 'Quorbit, Zanthic', '14.03.1998', 'Velmdb'], ['Quorbit', 'Zanthic']],
    ['a list in a narrow column that wraps in lower case stays a list', ['Skills', 'Quorbit, Zanthic, book', 'binding, Velmdb'],
      ['Quorbit', 'Zanthic', 'book', 'binding', 'Velmdb']],
  ])('%s', (name, lines, want) => {
    const bold = name.startsWith('a bold') ? lines.map((l) => l === 'Bindery' || l === 'Workshop') : undefined;
    expect(findSkillSectionItems(lines, bold ? { bold } : {})).toEqual(want);
  });

  it('a skills section\'s items come before those of a label inside a job', () => {
    expect(findSkillSectionItems(['Experience', 'Technologies: Zanthic, Velmdb', 'Skills', 'Quorbit, Strandql']))
      .toEqual(['Quorbit', 'Strandql', 'Zanthic', 'Velmdb']);
  });

  it('a Europass study\'s subjects label opens no skills block', () => {
    for (const label of ['Principal subjects/occupational skills covered', 'Hauptfächer/berufliche Fähigkeiten', 'Főbb tárgyak/készségek']) {
      expect(isSkillsHeading(label)).toBe(false);
    }
  });

  it.each(['Expert', 'sehr gut', 'Középhaladó', 'Avancé:', 'Gevorderd –'])('%s is a level', (w) => expect(isLevelWord(w)).toBe(true));
  it.each(['Quorbit', 'Excel', 'Teamwork'])('%s is no level', (w) => expect(isLevelWord(w)).toBe(false));

  it('sets every cell of a DOCX row apart where the text is its cells joined', () => {
    expect(skillLineText('Kenntnisse Experte Quorbit, Zanthic', ['Kenntnisse', 'Experte', 'Quorbit, Zanthic'])).toBe('Kenntnisse\tExperte\tQuorbit, Zanthic');
    expect(skillLineText('Datenbanken Velmdb, Strandql', ['Datenbanken', 'Velmdb, Strandql'])).toBe('Datenbanken\tVelmdb, Strandql');
  });

  it('stays linear on hostile text', () => {
    // A quarter of each line × scale: scale 4 is 20,000 letters, 50,000 dots or spaces, 5,000 skills.
    const long: Record<string, (scale: number) => string> = {
      letters: (scale) => 'a'.repeat(5_000 * scale),
      'spaces after a level': (scale) => `Expert: ${' '.repeat(12_500 * scale)}x`,
      dots: (scale) => `${'.'.repeat(12_500 * scale)}`,
      'skills apart by dashes': (scale) => `${'Quorbit – '.repeat(1_250 * scale)}`,
      'years apart by bars': (scale) => `${'3 years | '.repeat(1_250 * scale)}`,
    };
    expectLinearTime((scale) => findSkillSectionItems([`Skills`, ...Object.values(long).map((build) => build(scale))]), { what: 'a section of them all' });
    cleanSkillItem('Skills');
    for (const [what, build] of Object.entries(long)) expectLinearTime((scale) => cleanSkillItem(build(scale)), { what });
  });
});
