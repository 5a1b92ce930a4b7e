import { describe, it, expect } from 'vitest';
import { countryFromScript, detectLocale, detectLanguage, otherLanguages } from '../../../src/parser/fields/locale.js';

describe('detectLocale', () => {
  it.each<[string, string, string]>([
    ['Önéletrajz\nSzületési dátum: 1990\nTapasztalat és tanulmányok', 'hu', 'HU'],
    ['Lebenslauf\nBerufserfahrung und Kenntnisse bei der Firma', 'de', 'DE'],
    ['Expérience professionnelle et compétences des projets', 'fr', 'FR'],
    ['Work experience with the team and skills in Java', 'en', 'US'],
    ['Experience and skills\nPhone: +44 7700 900123', 'en', 'GB'],
    ['Experience and skills with the team\nBerlin, Germany', 'en', 'DE'],
    // A town and a country's code over a national number is no US town, state and ZIP ("Austin, TX 78701").
    ['Ann Example\nann.example@example.co.uk\nElmbury, GB\n07700 900123\nExperience and skills with the team', 'en', 'GB'],
    ['Ann Example\nann.example@example.co.uk\nElmbury, TX 78701\nExperience and skills with the team', 'en', 'US'],
    // Any calling code libphonenumber knows, not only a listed few.
    ['Experiencia y habilidades para el equipo\n+595 981 000111', 'es', 'PY'],
    ['Experience and skills with the team\nTel. +852 2123 4567', 'en', 'HK'],
    // A number after "+" that no phone digits follow is no calling code.
    ['Work experience with the team and skills in Java\n+30 projects delivered for the clients', 'en', 'US'],
    // A country named in prose is where the clients are, not the person.
    ['Doświadczenie\nPracowałem dla dużych klientów z USA oraz Niemiec w zakresie systemów i umiejętności', 'pl', 'PL'],
    // Kana and Hangul name the country where the language vote cannot.
    ['Work experience\nやまだ はなこ\n090-0000-1111', 'en', 'JP'],
    ['Work experience\n김하나\n010-0000-1111', 'en', 'KR'],
    // Han characters without kana or Hangul are Chinese; a Korean CV's Hanja leaves it Korean.
    ['工作经历\n周晓岚\n138 0013 8000', 'en', 'CN'],
    ['경력\n金하나 김하나\n010-0000-1111', 'en', 'KR'],
    // A few signs in a European CV (a language listed with its own name) name no country.
    ['Berufserfahrung und Kenntnisse bei der Firma mit dem Team\nSprachen: Deutsch, Englisch, Chinesisch (中文), Japanisch (にほんご)', 'de', 'DE'],
    // The domain of an e-mail or web address names the country; the same letters after a word's dot do not.
    ['Work experience with the team and skills in Java\nanna@example.se', 'en', 'SE'],
    ['Work experience with the team and skills in Java\nwww.example.dk', 'en', 'DK'],
    ['Work experience with the team and skills in Java\nola@example.no', 'en', 'NO'],
    ['Work experience with the team and skills in Java\nelif@example.com.tr', 'en', 'TR'],
    ['Work experience with the team and skills in Java\nRef.no 4411, Invoice.dk', 'en', 'US'],
    // A country named in its own language.
    ['Work experience and skills with the team\nTrondheim, Norge', 'en', 'NO'],
  ])('%j', (text, language, country) => {
    const l = detectLocale(text);
    expect([l.language, l.country]).toEqual([language, country]);
  });

  it('Hungarian letters decide a short text', () => expect(detectLanguage('Kőszegi Győző')).toBe('hu'));
});

describe('language from trigram statistics (franc)', () => {
  it.each([
    ['Dirección de un equipo de doce personas y reducción de los errores de preparación en el almacén central.', 'es'],
    ['Leitung eines Teams mit zwölf Mitarbeitern und Senkung der Fehlerquote um ein Drittel im Zentrallager.', 'de'],
    ['Kierowanie zespołem dwunastu osób oraz ograniczenie błędów kompletacji o jedną trzecią w magazynie.', 'pl'],
    ['Tizenkét fős csapat vezetése és a komissiózási hibák egyharmadával való csökkentése a raktárban.', 'hu'],
    // The later languages; franc-min knows no Slovak, Danish or Norwegian: their words and letters tell them from their kin.
    ['Vedení týmu dvanácti lidí a snížení chyb při vychystávání o třetinu v centrálním skladu.', 'cs'],
    ['Vedenie tímu dvanástich ľudí a zníženie chýb pri vychystávaní o tretinu v centrálnom sklade, ktoré som riadil.', 'sk'],
    ['Coordonarea unei echipe de douăsprezece persoane și reducerea erorilor de pregătire cu o treime în depozitul central.', 'ro'],
    ['Ledde ett team på tolv personer och minskade felen i plockningen med en tredjedel i centrallagret.', 'sv'],
    ['Ledede et team på tolv medarbejdere og nedbragte fejlene i plukningen med en tredjedel af lageret, som jeg blev ansvarlig for.', 'da'],
    ['Ledet et team på tolv ansatte og reduserte feilene i plukkingen med en tredjedel av lageret, som jeg ble ansvarlig for.', 'no'],
    ['On iki kişilik bir ekibi yönettim ve merkez depodaki toplama hatalarını üçte bir oranında azalttım.', 'tr'],
  ])('%s → %s', (text, want) => expect(detectLanguage(text)).toBe(want));
});

describe('the later languages in a short CV', () => {
  it.each<[string, string, string]>([
    // A few lines: the labels and letters of the language decide, and its country is the default for phones.
    ['Jméno a příjmení: Tereza Hrouzková\nTelefon: 602 123 456\nPracovní zkušenosti\nVedoucí skladu, 2019 – dosud\nVzdělání\nDovednosti', 'cs', 'CZ'],
    ['Meno a priezvisko: Lenka Záhorcová\nTelefón: 0905 123 456\nPracovné skúsenosti\nVedúci skladu, 2019 – doteraz\nVzdelanie', 'sk', 'SK'],
    ['Nume: Ioana Vâlcescu\nTelefon: 0721 234 567\nExperiență profesională\nȘef depozit, 2019 – prezent\nEducație\nCompetențe', 'ro', 'RO'],
    ['Namn: Elin Granstedt\nTelefon: 070-123 45 67\nArbetslivserfarenhet\nLagerchef, 2019 – pågående\nUtbildning\nKompetenser', 'sv', 'SE'],
    ['Navn: Signe Bøgelund\nTelefon: 20 12 34 56\nErhvervserfaring\nLagerchef, 2019 – nu\nUddannelse\nKompetencer', 'da', 'DK'],
    ['Navn: Marte Lundeby\nTelefon: 412 34 567\nArbeidserfaring\nLagersjef, 2019 – nå\nUtdanning\nFerdigheter', 'no', 'NO'],
    ['Ad Soyad: Elif Güneşli\nTelefon: 0532 123 45 67\nİş Deneyimi\nDepo Sorumlusu, 2019 – günümüz\nEğitim\nYetenekler', 'tr', 'TR'],
  ])('%j', (text, language, country) => {
    const l = detectLocale(text);
    expect([l.language, l.country]).toEqual([language, country]);
  });

  it('a few German lines that rate as Swedish to franc print no Swedish word: they read as before', () => {
    expect(detectLanguage('Till Amsel\nTelefon: 030 / 9876 5432\nFinkenweg 4\nIngenieur bei der Stadtwerke')).not.toBe('sv');
  });

  it('a Danish or Norwegian name in an English CV leaves it English', () => {
    const text = 'Søren Bækmose\nWork experience with the team and skills in Java\nWarehouse manager for the northern region';
    expect(detectLanguage(text)).toBe('en');
  });
});

describe('other languages of a short text', () => {
  it('names the word vote and franc\'s close runners-up for a few lines', () => {
    const text = 'Till Amsel\nTelefon: 030 / 9876 5432\nFinkenweg 4\nIngenieur bei der Stadtwerke';
    expect(detectLanguage(text)).toBe('nl');
    expect(otherLanguages(text, 'nl')).toContain('de');
    expect(detectLocale(text).otherCountries).toContain('DE');
  });

  it('is empty for a long text and when the text names the country', () => {
    const long = Array.from({ length: 20 }, () => 'Ich habe als Entwicklerin bei der Firma und mit dem Team für die Kunden gearbeitet.').join('\n');
    expect(otherLanguages(long, 'de')).toEqual([]);
    expect(detectLocale('Till Amsel\nTelefon: +49 30 9876 5432\nIngenieur bei der Stadtwerke').otherCountries).toEqual([]);
  });
});

describe('the country an East Asian script names', () => {
  it.each<[string, string | undefined]>([
    ['やまだ はなこ 山田花子 履歴書', 'JP'],
    ['김하나 경력 사항', 'KR'],
    ['周晓岚 工作经历 教育背景', 'CN'],
    // A Japanese CV is mostly kanji: its kana still decide it.
    ['山田花子 東京都渋谷区 株式会社 入社 ふりがな', 'JP'],
    // Skills and e-mail in Latin letters beside the signs.
    ['周晓岚 工作经历 Java Python SQL zhou@example.cn', 'CN'],
    // Traditional characters are Taiwan's, simplified ones the mainland's.
    ['陳怡君 工作經歷 教育背景 電話', 'TW'],
    ['陈怡君 工作经历 教育背景 电话', 'CN'],
    ['Languages: English, German, Japanese (日本語)', undefined],
    ['', undefined],
    // Hebrew is Israel's; Persian, with its own letters, Iran's; Arabic names no one country.
    ['שירה לוי ניסיון תעסוקתי השכלה', 'IL'],
    ['سارا کاوه سوابق کاری تحصیلات', 'IR'],
    ['ليلى الخطيب الخبرات العملية', undefined],
    // A few words of the script in a European CV name no country.
    ['Languages: English, Hebrew (עברית), Persian (فارسی), Spanish, Portuguese', undefined],
  ])('%j', (text, country) => expect(countryFromScript(text)).toBe(country));
});

describe('detectLocale of an Arabic CV', () => {
  it('reads it in the Arabic-writing countries, not in the English default', () => {
    const l = detectLocale('ليلى الخطيب\nالهاتف: 055 123 4567\nالخبرات العملية\nمحاسبة في شركة المثال للتجارة');
    expect(l.country).not.toBe('US');
    expect(l.otherCountries).toEqual(expect.arrayContaining(['SA', 'AE', 'JO']));
  });

  it('keeps a country the text names', () => {
    expect(detectLocale('ليلى الخطيب\nالهاتف: +971 55 123 4567\nالخبرات العملية').country).toBe('AE');
  });
});
