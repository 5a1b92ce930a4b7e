// The one heading vocabulary: each language's usual headings, printed the ways CVs print them
// (capitals, numbering, icons, colons, compounds), and lines that only look like headings.
import { describe, expect, it } from 'vitest';
import { headingKindOf, isHeadingText, isLetterSpaced, joinLetterSpacing, unspacedLetters } from '../../../src/parser/sections/vocabulary.js';
import { isContactHeading, isSectionHeading } from '../../../src/parser/fields/headings.js';
import { headingKind, splitSections } from '../../../src/parser/sections/split.js';

describe('headingKindOf', () => {
  it.each([
    ['WORK EXPERIENCE', 'work'], ['Beruflicher Werdegang', 'work'], ['Szakmai tapasztalat', 'work'], ['Expérience professionnelle', 'work'],
    ['Experiencia laboral', 'work'], ['Esperienze lavorative', 'work'], ['Doświadczenie zawodowe', 'work'], ['Zatrudnienie', 'work'],
    ['EXPERIÊNCIA PROFISSIONAL', 'work'], ['Werkervaring', 'work'], ['Pracovní zkušenosti', 'work'], ['Pracovné skúsenosti', 'work'],
    ['Experiență profesională', 'work'], ['İŞ DENEYİMİ', 'work'], ['DENEYİM', 'work'],
    ['Education', 'education'], ['FORMAÇÃO ACADÊMICA', 'education'], ['Opleiding', 'education'], ['Vzdělání', 'education'],
    ['Educație', 'education'], ['EĞİTİM', 'education'], ['Studia', 'education'],
    ['Talenkennis', 'languages'], ['Yabancı Diller', 'languages'], ['YABANCI DİLLER', 'languages'], ['Limbi străine', 'languages'], ['Yabancı Dil', 'languages'], ['YABANCI DİL', 'languages'], ['Cizí jazyky', 'languages'],
    ['Vaardigheden', 'skills'], ['Dovednosti', 'skills'], ['Competências', 'skills'],
    ['Certificaten', 'certificates'], ['Kurzy', 'certificates'],
    ['Persoonlijke gegevens', 'contact'], ['Dados pessoais', 'contact'], ['Kişisel Bilgiler', 'contact'],
    ['Over mij', 'other'], ['Hakkımda', 'other'], ['Projetos', 'other'],
    // LinkedIn's export: its sidebar's headings and its summary's, in the languages it exports in.
    ['Top Skills', 'skills'], ['Top-Kenntnisse', 'skills'], ['Aptitudes principales', 'skills'], ['Najważniejsze umiejętności', 'skills'],
    ['Principais competências', 'skills'], ['Contactar', 'contact'], ['Contatti', 'contact'], ['Dane kontaktowe', 'contact'],
    ['Zusammenfassung', 'other'], ['Extracto', 'other'], ['Riepilogo', 'other'], ['Samenvatting', 'other'],
  ])('%s → %s', (line, kind) => {
    expect(headingKindOf(line)).toBe(kind);
  });

  it.each([
    ['2 Opleiding', 'education'], ['4.1 ICT-vaardigheden', 'skills'], ['II. Work Experience', 'work'], ['3) Languages', 'languages'],
    ['EXPERIENCE:', 'work'], ['— Education —', 'education'], ['g BERUFSERFAHRUNG', 'work'], ['• Skills', 'skills'],
  ])('reads through numbering, icons and rules: %s → %s', (line, kind) => {
    expect(headingKindOf(line)).toBe(kind);
  });

  it.each([
    ['Work Experience(3)', 'work'], ['Ausbildung (2)', 'education'], ['Skills [12]', 'skills'],
  ])('reads through the count of entries a page prints after a heading: %s → %s', (line, kind) => {
    expect(headingKindOf(line)).toBe(kind);
  });

  it.each([
    ['Work Experience & Internships', 'work'], ['Languages / Sprachen', 'languages'], ['Tanulmányok, eredmények:', 'education'],
    ['Opleiding en cursussen', 'education'], ['Educație și formare profesională', 'education'],
  ])('a compound heading takes its head: %s → %s', (line, kind) => {
    expect(headingKindOf(line)).toBe(kind);
  });

  it.each([
    ['Carrière', 'work'], ['CARREIRA', 'work'], ['Carriera:', 'work'], ['Kariera zawodowa', 'work'], ['Historia zawodowa', 'work'],
    ['Berufliche Erfahrungen', 'work'], ['Trayectoria laboral', 'work'], ['Szakmai múlt', 'work'], ['Loopbaanoverzicht', 'work'],
    ['Parcours', 'work'], ['MUNKAHELYI TAPASZTALATOK', 'work'], ['Work', 'work'],
  ])('knows the career headings of each language: %s → %s', (line, kind) => {
    expect(headingKindOf(line)).toBe(kind);
  });

  it.each([
    ['Akademischer Werdegang', 'education'], ['Parcours universitaire', 'education'], ['Estudios realizados', 'education'],
    ['Formazione accademica', 'education'], ['Przebieg edukacji', 'education'], ['Tanulmányaim', 'education'],
    ['Habilitações literárias', 'education'], ['Academic Credentials', 'education'],
  ])('knows the other usual education headings: %s → %s', (line, kind) => {
    expect(headingKindOf(line)).toBe(kind);
  });

  it.each([
    ['E X P E R I E N C E', 'work'], ['W E R D E G A N G:', 'work'], ['W O R K   H I S T O R Y', 'work'],
    ['W O R K E X P E R I E N C E', 'work'], ['E X P É R I E N C E S   P R O F E S S I O N N E L L E S', 'work'],
    ['S K I L L S', 'skills'], ['O P L E I D I N G', 'education'], ['E D U C A T I O N', 'education'], ['W O R K   E X P E R I E N C E', 'work'], ['S K I L L S:', 'skills'],
    ['I S T R U Z I O N E', 'education'], ['F O R M A Ç Ã O   A C A D É M I C A', 'education'],
    // The gaps between the words lost: the head of a compound is found before its joining word.
    ['O P L E I D I N G E N C U R S U S S E N', 'education'], ['W Y K S Z T A Ł C E N I E I K U R S Y', 'education'],
    // The gap between the words wide enough for a cell's: every cell letter-spaced, one heading.
    ['D O S A Ž E N É\tV Z D Ě L Á N Í', 'education'], ['E Ğ İ T İ M\tD U R U M U', 'education'], ['W O R K\tH I S T O R Y', 'work'],
    ['P R A C O V N Í\tZ K U Š E N O S T I', 'work'],
    // The gaps lost in a heading of two words that is no compound: the vocabulary holds the wording whole.
    ['E Ğ İ T İ M G E Ç M İ Ş İ', 'education'], ['S T U D I I A B S O L V I T E', 'education'], ['O D B O R N Á P R A X', 'work'],
    ['B E R U F S E R F A H R U N G E N', 'work'],
    // A joining word of one letter set as a cell of its own between two letter-spaced cells.
    ['V Z D Ě L Á N Í\tA\tK U R Z Y', 'education'],
  ])('reads letter-spaced capitals as their word: %s → %s', (line, kind) => {
    expect(headingKindOf(line)).toBe(kind);
  });

  it.each(['A B C D', 'I T', 'J o h n', 'Q W E R T Z', 'W O R K   S H O P S', 'J A V A S Q L', 'E D U C A T I O N A L T O Y S',
    'W O R K\tS H O P S', 'E D U C A T I O N\tA L T O Y S'])(
    'single letters that spell no heading stay text: %s', (line) => {
    expect(headingKindOf(line)).toBeUndefined();
  });

  it.each([
    'Vilma Quarzbach', 'Senior Data Engineer', 'Java, Python, SQL', 'Experience in sales and marketing across several markets and teams',
    '2019 – 2021', 'Rua das Flores 12, Porto', '', 'Experienced project manager with a strong background in logistics and retail chains',
  ])('is not a heading: %s', (line) => {
    expect(headingKindOf(line)).toBeUndefined();
  });

  // One word whose end names the work section (the ending is checked before the letters before it).
  it.each([['Gartenerfahrung', 'work'], ['GARTENERFAHRUNGEN', 'work'], ['Tuinervaring', 'work'], ['Tuinervaringen', 'work']])(
    'a compound ending in a word for experience: %s → %s', (line, kind) => {
    expect(headingKindOf(line)).toBe(kind);
  });

  it.each(['Exerfahrung', 'Tu-ervaring', 'Erfahrungsbericht', 'Ervaringen delen', 'Gartenerfahrung 2019'])(
    'the ending without three letters before it, or not at the end, names no section: %s', (line) => {
    expect(headingKindOf(line)).toBeUndefined();
  });
});

describe('unspacedLetters', () => {
  it('joins a letter-spaced first cell and keeps the cells beside it', () => {
    expect(unspacedLetters('E X P E R I E N C E\t03/2021 – 05/2024')).toBe('EXPERIENCE\t03/2021 – 05/2024');
    expect(unspacedLetters('W O R K   H I S T O R Y')).toBe('WORK HISTORY');
  });

  it('leaves other lines as they are', () => {
    expect(unspacedLetters('Plan B: a second line')).toBe('Plan B: a second line');
    expect(unspacedLetters('A B C')).toBe('A B C');
  });
});

describe('the same vocabulary everywhere', () => {
  it('fields see every heading the split sees, whole lines only', () => {
    expect(isSectionHeading('Werkervaring')).toBe(true);
    expect(isSectionHeading('EĞİTİM')).toBe(true);
    expect(isHeadingText('Skills, Languages')).toBe(false); // a compound is a heading for the split only
    expect(isContactHeading('Persoonlijke gegevens')).toBe(true);
    expect(isContactHeading('Werkervaring')).toBe(false);
  });

  it('the split ends a section at a contact heading without naming it', () => {
    expect(headingKind('Contactgegevens')).toBe('other');
    expect(headingKind('Werkervaring')).toBe('work');
  });
});

describe('letter-spaced headings in the split', () => {
  it('opens the work section on a letter-spaced heading cell beside the first period', () => {
    const sections = splitSections(['Ada Example', 'P R Z E B I E G K A R I E R Y\t02/2020 – 07/2023', 'Tokarz, Example Metal Sp. z o.o.']);
    expect(sections.map((s) => s.kind)).toEqual(['other', 'work']);
    expect(sections[1]!.lines).toEqual(['02/2020 – 07/2023', 'Tokarz, Example Metal Sp. z o.o.']);
  });

  it('opens it on a letter-spaced heading line of its own', () => {
    expect(splitSections(['L O O P B A A N', '2019 – 2022 Example Bakkerij, Bakker']).map((s) => s.kind)).toEqual(['work']);
  });
});

describe('isLetterSpaced', () => {
  // The letter-spaced form in full: isLetterSpaced first looks for four spaced characters, and must agree with it.
  const full = /^\p{L}(?:\s+\p{L}){3,}\s*:?$/u;
  it.each([
    'S K I L L S', 'S K I L L S:', 'S K I L L S :', 'W O R K   H I S T O R Y', 'É T U D E S', 'A\tB\tC\tD', 'A B C',
    'A B C D', 'A B C D:', 'A B C D.', 'A B C DE', 'A B C 4', '1 2 3 4', '\u{1d400} \u{1d401} \u{1d402} \u{1d403}',
    '\u{1d400}\u{1d401} B C D', 'A B C D :x', ' A B C D', 'Skills', '', 'A B C D E F G H I J K L M N O P',
  ])('%j', (text) => expect(isLetterSpaced(text)).toBe(full.test(text)));

  it('reads a letter-spaced heading and no other line', () => {
    expect(isLetterSpaced('P R O J E K T E')).toBe(true);
    expect(isLetterSpaced('A B C D.')).toBe(false);
  });

  it('reads a letter-spaced heading whose font kerned a pair of capitals into one word', () => {
    expect(headingKindOf('E D U C AT I O N')).toBe('education');
    expect(headingKindOf('W O R K   H I S T O RY')).toBe('work');
    expect(isLetterSpaced('A B C DE')).toBe(false);
    expect(isLetterSpaced('Q W ER TY')).toBe(false);
  });

  it('reads a kerned pair that opens the word, or three capitals where two kerned pairs share a letter', () => {
    expect(isLetterSpaced('TA N N E R')).toBe(true);
    expect(isLetterSpaced('C ATA L I N A')).toBe(true);
    expect(isLetterSpaced('F Ű Z FÁ S')).toBe(true);
    expect(headingKindOf('E X P É R I E N C E   P R O FE S S I O N N E L L E')).toBe('work');
    // Short words in capitals are no letters set apart; nor are pairs as many as the single letters.
    expect(isLetterSpaced('IT HR PR QA')).toBe(false);
    expect(isLetterSpaced('THE A B C')).toBe(false);
    expect(isLetterSpaced('AB C DE F GH')).toBe(false);
  });

  it('reads a short name whose one pair a font kerns, among fewer letters ("M U R AT", "S TA N G")', () => {
    expect(isLetterSpaced('B E R AT')).toBe(true);
    expect(isLetterSpaced('K TA N E')).toBe(true);
    expect(joinLetterSpacing('B E R AT')).toBe('BERAT');
    // Pairs with straight sides are short words, however few: no spaced word.
    expect(isLetterSpaced('A B C DE')).toBe(false);
    expect(isLetterSpaced('B E AT TA')).toBe(false);
  });
});

describe('headings of the Nordic languages and Hebrew', () => {
  it.each([
    ['Arbetslivserfarenhet', 'work'], ['ERHVERVSERFARING', 'work'], ['Arbeidserfaring', 'work'], ['Työkokemus', 'work'],
    ['Utbildning', 'education'], ['Uddannelse', 'education'], ['Utdanning', 'education'], ['Koulutus', 'education'],
    ['Språkkunskaper', 'languages'], ['Kielitaito', 'languages'], ['Färdigheter', 'skills'], ['Kompetencer', 'skills'],
    ['Kurser', 'certificates'], ['Personuppgifter', 'contact'], ['Yhteystiedot', 'contact'], ['Om mig', 'other'],
    ['ניסיון תעסוקתי', 'work'], ['השכלה', 'education'], ['שפות', 'languages'], ['פרטים אישיים', 'contact'],
  ])('%s → %s', (line, kind) => {
    expect(headingKindOf(line)).toBe(kind);
  });
});

describe('headings of the later languages: wordings, qualifiers, compounds', () => {
  it.each<[string, string | undefined]>([
    // Usual wordings of their own.
    ['Zaměstnání', 'work'], ['Prax', 'work'], ['Istoric profesional', 'work'], ['Ansættelser', 'work'], ['Arbeidsforhold', 'work'],
    ['Çalışma Geçmişi', 'work'], ['Školy', 'education'], ['Studier', 'education'], ['Skolegang', 'education'],
    // A qualifier before a work or education heading ("previous", "achieved", "professional").
    ['Předchozí zaměstnání', 'work'], ['Dosažené vzdělání', 'education'], ['Tidigare anställningar', 'work'],
    ['Tidligere erfaring', 'work'], ['Önceki Deneyimler', 'work'], ['Odborná prax', 'work'],
    // A word after it that says how it went or what follows.
    ['Studii absolvite', 'education'], ['Eğitim Durumu', 'education'], ['Eğitim Geçmişi', 'education'],
    // Compounds joined by the Nordic "and": the first heading decides.
    ['Utbildning och certifikat', 'education'], ['Uddannelse og kurser', 'education'], ['Erfaring og prosjekter', 'work'],
    // Letter-spaced, the gap between qualifier and heading lost.
    ['D O S A Ž E N É V Z D Ě L Á N Í', 'education'], ['T I D L I G E R E E R F A R I N G', 'work'],
    // A qualifier before anything else stays text.
    ['Tidigare Nordbygg AB', undefined], ['Dosažené výsledky', undefined],
  ])('%s → %s', (line, kind) => expect(headingKindOf(line)).toBe(kind));
});

describe('qualified headings of other experience', () => {
  it.each<[string, string | undefined]>([
    // The qualifier after the noun, as the Romance languages write it.
    ['Expériences professionnelles antérieures', 'work'], ['Experiencia laboral relevante', 'work'], ['Experiencia profesional previa', 'work'],
    ['Esperienze professionali precedenti', 'work'], ['Experiência profissional anterior', 'work'], ['Expériences complémentaires', 'work'],
    // The qualifiers before it that the list lacked.
    ['Relevante Berufserfahrung', 'work'], ['Relevante werkervaring', 'work'], ['Andere werkervaring', 'work'],
    ['Pozostałe doświadczenie zawodowe', 'work'], ['Dotychczasowe doświadczenie zawodowe', 'work'], ['Ulteriori esperienze', 'work'],
    ['Övrig arbetslivserfarenhet', 'work'], ['Anden erhvervserfaring', 'work'], ['Annen arbeidserfaring', 'work'],
    ['Otros estudios', 'education'], ['Weitere Erfahrungen', 'work'], ['Alte experiențe', 'work'],
    // A qualifier after anything else stays text.
    ['Ventas anteriores', undefined], ['Cliente precedente', undefined],
  ])('%s → %s', (line, kind) => expect(headingKindOf(line)).toBe(kind));

  it('opens a work section of its own, not merged into the jobs or studies before it', () => {
    const sections = splitSections(['Experiencia laboral', 'Jefa de almacén, Almacenes Brezo S.L.', '2019 – actualidad',
      'Formación', 'Grado en Economía', 'Universidad de Valdelomar', '2014', 'Experiencia laboral previa', 'Camarera, Bar Alcaraván S.L.',
      '2011 – 2013']);
    expect(sections.map((s) => s.kind)).toEqual(['work', 'education', 'work']);
  });
});

describe('Chinese, Japanese and Korean headings', () => {
  it.each<[string, string]>([
    ['工作经历', 'work'], ['教育背景', 'education'], ['職歴', 'work'], ['学歴', 'education'], ['경력 사항', 'work'], ['학력', 'education'],
    ['免許・資格', 'certificates'], ['专业技能', 'skills'], ['자기소개', 'other'], ['工作经历：', 'work'], ['【教育背景】', 'education'],
  ])('%s → %s', (line, kind) => expect(headingKindOf(line)).toBe(kind));
});

describe('headings said to be summed up', () => {
  it('keep the kind of the heading they sum up', () => {
    expect(headingKindOf('Skills Summary')).toBe('skills');
    expect(headingKindOf('EXPERTISE OVERVIEW')).toBe('skills');
    // Work and studies summed up head a profile's prose as often as entries: left as text.
    expect(headingKindOf('Summary of Qualifications')).toBeUndefined();
    expect(headingKindOf('Career Summary')).toBeUndefined();
    expect(headingKindOf('Summary of Skills')).toBe('skills');
    expect(headingKindOf('Knowledge and Experience Summary')).toBe('skills');
    expect(headingKindOf('Languages Overview')).toBe('languages');
  });

  it('leave a summed-up word no heading names, and a line with digits, as text', () => {
    expect(headingKindOf('Project Summary')).toBeUndefined();
    expect(headingKindOf('Skills Summary 2024')).toBeUndefined();
    expect(headingKindOf('Summary')).toBe('other');
  });

  it('end the section before them, so their first line is no entry of it', () => {
    const sections = splitSections(['Education', '2014 – 2017\tBSc Hydrology, Example University', 'Expertise Summary',
      'Advanced\tModelling, Field surveys']);
    expect(sections.map((s) => [s.kind, s.lines.length])).toEqual([['education', 1], ['skills', 1]]);
  });
});

describe('the Europass editor\'s headings', () => {
  it.each([
    ['SCHUL- UND BERUFSBILDUNG', 'education'], ['Schul- und Berufsbildung', 'education'], ['Aus- und Weiterbildung', 'education'],
    ['DIGITAL SKILLS', 'skills'], ['DIGITALE KOMPETENZEN', 'skills'], ['COMPÉTENCES NUMÉRIQUES', 'skills'], ['UMIEJĘTNOŚCI CYFROWE', 'skills'],
  ])('%s', (heading, kind) => expect(headingKindOf(heading)).toBe(kind));
});
