// Vocabularies of the languages the generator added after its first nine: Czech, Slovak, Romanian, Swedish, Danish,
// Norwegian and Turkish. They are drawn only when a set asks for them (generateSet's `langs` option), so the nine
// languages' sets stay byte for byte what they were. As in vocab.mjs: given names are common ones of the language;
// family names, streets and employers are invented; cities are real with postcodes in the country's format.
// `months` are the month names the CVs of the language print ("březen 2019", "martie 2019", "Mart 2019"), and
// `presents` the words for an open period, one drawn a CV. Slovak is kept for the postcode and phone shapes it shares
// with Czech; Croatian is not here (its month names clash with Czech and Polish ones, "listopad" is October there).

// Romanian county seats whose county bears their name; districts of the largest Turkish cities (real places).
const RO_COUNTIES = new Set(['Sibiu', 'Iași', 'Brașov']);
const TR_DISTRICTS = { 'İstanbul': 'Kadıköy', 'Ankara': 'Çankaya', 'İzmir': 'Bornova' };

/** @type {Record<string, import('./index.d.mts').LangVocab>} */
export const MORE_VOCAB = {
  cs: {
    tld: 'cz',
    given: ['Jana', 'Petr', 'Lucie', 'Tomáš', 'Kateřina', 'Jiří', 'Tereza', 'Ondřej', 'Veronika', 'Lukáš'],
    women: ['Jana', 'Lucie', 'Kateřina', 'Tereza', 'Veronika'],
    family: ['Lukavec', 'Zahrádka', 'Hrouzek', 'Kopřivník', 'Štěpnička', 'Vrbický', 'Chmelař', 'Ryšavec', 'Žďárský', 'Bělohrádek'],
    streets: ['Lipová', 'Na Výsluní', 'Třešňová', 'Za Mlýnem', 'Jeřabinová', 'U Studánky'],
    street: (n, s) => `${s} ${100 + n * 7}/${n}`,
    cities: [['Brno', '602 00'], ['Ostrava', '702 00'], ['Plzeň', '301 00'], ['Olomouc', '779 00'], ['Liberec', '460 01'], ['Praha', '110 00']],
    cityLine: (zip, city) => `${zip} ${city}`,
    phones: ['+420 601 234 ###', '602 123 ###', '+420 221 234 ###', '+420 777 12# ###'],
    employers: ['Chmelař Logistika s.r.o.', 'Vrbický Software a.s.', 'Kopřivník a syn s.r.o.', 'Strojírny Bělohrádek a.s.', 'Ryšavec Obchod s.r.o.'],
    titles: ['Vedoucí skladu', 'Vývojář softwaru', 'Projektová manažerka', 'Účetní', 'Obchodní zástupce', 'Datový analytik'],
    institutions: ['Univerzita Karlova', 'Vysoké učení technické v Brně', 'Masarykova univerzita', 'Vysoká škola ekonomická v Praze'],
    degrees: ['Bc. Aplikovaná informatika', 'Ing. Podniková ekonomika', 'Mgr. Andragogika', 'Střední odborné vzdělání s maturitou',
      'Inženýr v oboru Podniková ekonomika a management'],
    skills: ['Řízení skladu', 'Vedení týmu', 'Plánování směn', 'Excel', 'Účetnictví', 'SQL', 'Fakturace', 'Python'],
    prose: ['Vedení týmu dvanácti lidí.', 'Zavedení nového skladového systému.', 'Příprava měsíčních přehledů pro vedení.'],
    headings: { profile: 'Profil', contact: 'Kontakt', experience: 'Pracovní zkušenosti', education: 'Vzdělání', skills: 'Dovednosti' },
    labels: { phone: 'Telefon', email: 'E-mail', address: 'Adresa', name: 'Jméno a příjmení' },
    present: 'dosud',
    presents: ['dosud', 'současnost', 'nyní', 'doposud'],
    months: ['leden', 'únor', 'březen', 'duben', 'květen', 'červen', 'červenec', 'srpen', 'září', 'říjen', 'listopad', 'prosinec'],
  },
  sk: {
    tld: 'sk',
    given: ['Zuzana', 'Martin', 'Katarína', 'Peter', 'Lenka', 'Michal', 'Monika', 'Juraj', 'Simona', 'Ľubomír'],
    women: ['Zuzana', 'Katarína', 'Lenka', 'Monika', 'Simona'],
    family: ['Hrabovec', 'Kvetňanský', 'Záhorec', 'Lipták', 'Bučinský', 'Holubec', 'Jarabina', 'Moravčík', 'Šťastník', 'Vrbovský'],
    streets: ['Lipová', 'Pod Hájom', 'Jabloňová', 'Na Vŕšku', 'Agátová', 'Za Kostolom'],
    street: (n, s) => `${s} ${n}`,
    cities: [['Bratislava', '811 01'], ['Košice', '040 01'], ['Žilina', '010 01'], ['Nitra', '949 01'], ['Prešov', '080 01']],
    cityLine: (zip, city) => `${zip} ${city}`,
    phones: ['+421 905 123 ###', '0905 123 ###', '+421 2 1234 5###'],
    employers: ['Záhorec Logistika s.r.o.', 'Holubec Systémy a.s.', 'Moravčík a syn s.r.o.', 'Strojárne Vrbovský a.s.', 'Jarabina Obchod s.r.o.'],
    titles: ['Vedúci skladu', 'Vývojár softvéru', 'Projektová manažérka', 'Účtovníčka', 'Obchodný zástupca', 'Dátový analytik'],
    institutions: ['Univerzita Komenského v Bratislave', 'Slovenská technická univerzita v Bratislave', 'Žilinská univerzita v Žiline',
      'Ekonomická univerzita v Bratislave'],
    degrees: ['Bc. Aplikovaná informatika', 'Ing. Manažment', 'Mgr. Psychológia', 'Úplné stredné odborné vzdelanie',
      'Inžinier v študijnom odbore Manažment kvality'],
    skills: ['Riadenie skladu', 'Vedenie tímu', 'Plánovanie', 'Excel', 'Účtovníctvo', 'SQL', 'Fakturácia', 'Python'],
    prose: ['Vedenie tímu dvanástich ľudí.', 'Zavedenie nového skladového systému.', 'Príprava mesačných prehľadov.'],
    headings: { profile: 'Profil', contact: 'Kontakt', experience: 'Pracovné skúsenosti', education: 'Vzdelanie', skills: 'Zručnosti' },
    labels: { phone: 'Telefón', email: 'E-mail', address: 'Adresa', name: 'Meno a priezvisko' },
    present: 'súčasnosť',
    presents: ['súčasnosť', 'doteraz', 'teraz'],
    months: ['január', 'február', 'marec', 'apríl', 'máj', 'jún', 'júl', 'august', 'september', 'október', 'november', 'december'],
  },
  ro: {
    tld: 'ro',
    given: ['Andrei', 'Elena', 'Mihai', 'Ioana', 'Alexandru', 'Cristina', 'Bogdan', 'Andreea', 'Ștefan', 'Alina'],
    family: ['Dumitrașcu', 'Mărgineanu', 'Vâlcescu', 'Stănculeț', 'Ciobotaru', 'Țurcanu', 'Pârvulescu', 'Lăzărescu', 'Bărbuleț', 'Oprișan'],
    streets: ['Str. Florilor', 'Strada Teilor', 'Bd. Libertății', 'Aleea Castanilor', 'Calea Viilor', 'Str. Izvorului'],
    street: (n, s) => `${s} nr. ${n}`,
    cities: [['București', '010011'], ['Sibiu', '550003'], ['Iași', '700028'], ['Timișoara', '300011'], ['Brașov', '500001'],
      ['Constanța', '900001']],
    // A county seat's line may name its county after it ("550003 Sibiu, jud. Sibiu").
    cityLine: (zip, city) => (RO_COUNTIES.has(city) ? `${zip} ${city}, jud. ${city}` : `${zip} ${city}`),
    phones: ['+40 721 234 ###', '0721 234 ###', '+40 21 312 ####', '0744.123.###'],
    employers: ['Ciobotaru Logistic S.R.L.', 'Vâlcescu Software S.A.', 'Oprișan & Asociații S.R.L.', 'Mărgineanu Distribuție S.R.L.',
      'Țurcanu Construcții S.A.'],
    titles: ['Șef depozit', 'Dezvoltator software', 'Manager de proiect', 'Contabilă', 'Agent de vânzări', 'Analist de date'],
    institutions: ['Universitatea din București', 'Universitatea Alexandru Ioan Cuza', 'Universitatea de Vest din Timișoara',
      'Academia de Studii Economice din București'],
    degrees: ['Licență în Informatică', 'Master în Management', 'Licență în Științe Economice', 'Diplomă de Bacalaureat'],
    skills: ['Gestiunea stocurilor', 'Coordonare echipă', 'Planificare', 'Excel', 'Contabilitate', 'SQL', 'Facturare', 'Python'],
    prose: ['Coordonarea unei echipe de douăsprezece persoane.', 'Implementarea unui nou sistem de gestiune a depozitului.',
      'Întocmirea rapoartelor lunare.'],
    headings: { profile: 'Profil', contact: 'Contact', experience: 'Experiență profesională', education: 'Educație', skills: 'Competențe' },
    labels: { phone: 'Telefon', email: 'E-mail', address: 'Adresă', name: 'Nume' },
    present: 'prezent',
    presents: ['prezent', 'în prezent', 'până în prezent'],
    months: ['ianuarie', 'februarie', 'martie', 'aprilie', 'mai', 'iunie', 'iulie', 'august', 'septembrie', 'octombrie', 'noiembrie',
      'decembrie'],
  },
  sv: {
    tld: 'se',
    given: ['Anna', 'Erik', 'Sara', 'Johan', 'Maja', 'Lars', 'Elin', 'Oskar', 'Karin', 'Linnea'],
    family: ['Björkander', 'Sjöholmer', 'Ekvallius', 'Granstedt', 'Ljungbacka', 'Åkerlind', 'Hägglöf', 'Norrbacka', 'Tallqvister', 'Östlinder'],
    streets: ['Lingonvägen', 'Björkgatan', 'Ekbacken', 'Tallstigen', 'Hagvägen', 'Rönnbärsgränd'],
    // A house number may carry its entrance's letter ("Björkgatan 12 B").
    street: (n, s) => (n % 3 === 0 ? `${s} ${n} B` : `${s} ${n}`),
    cities: [['Stockholm', '114 55'], ['Göteborg', '411 05'], ['Malmö', '211 20'], ['Uppsala', '753 20'], ['Linköping', '582 24']],
    cityLine: (zip, city) => `${zip} ${city}`,
    phones: ['+46 70 123 45 ##', '070-123 45 ##', '08-123 456 ##', '+46 (0)73 456 78 ##'],
    employers: ['Björkander Logistik AB', 'Granstedt Mjukvara AB', 'Hägglöf & Söner AB', 'Norrbacka Industri AB', 'Ljungbacka Handel AB'],
    titles: ['Lagerchef', 'Systemutvecklare', 'Projektledare', 'Redovisningsekonom', 'Säljare', 'Dataanalytiker'],
    institutions: ['Uppsala universitet', 'Lunds universitet', 'Kungliga Tekniska högskolan', 'Göteborgs universitet'],
    degrees: ['Kandidatexamen i datavetenskap', 'Civilingenjörsexamen i maskinteknik', 'Masterexamen i nationalekonomi',
      'Yrkeshögskoleexamen i logistik'],
    skills: ['Lagerstyrning', 'Arbetsledning', 'Schemaläggning', 'Excel', 'Bokföring', 'SQL', 'Fakturering', 'Python'],
    prose: ['Ledde ett team på tolv personer.', 'Införde ett nytt lagersystem.', 'Tog fram månadsrapporter till ledningen.'],
    headings: { profile: 'Profil', contact: 'Kontakt', experience: 'Arbetslivserfarenhet', education: 'Utbildning', skills: 'Kompetenser' },
    labels: { phone: 'Telefon', email: 'E-post', address: 'Adress', name: 'Namn' },
    present: 'pågående',
    presents: ['pågående', 'nu', 'tills vidare', 'idag'],
    months: ['januari', 'februari', 'mars', 'april', 'maj', 'juni', 'juli', 'augusti', 'september', 'oktober', 'november', 'december'],
  },
  da: {
    tld: 'dk',
    given: ['Mette', 'Søren', 'Camilla', 'Rasmus', 'Louise', 'Mads', 'Signe', 'Jesper', 'Line', 'Anders'],
    family: ['Kjærlund', 'Bøgelund', 'Skovsted', 'Lykkeholm', 'Østerbøl', 'Mølholm', 'Fjordside', 'Strandvig', 'Bækmose', 'Holmsø'],
    streets: ['Bøgevej', 'Kirkestien', 'Ahornvej', 'Skovgårdsvej', 'Lærkevænget', 'Hyldebærvej'],
    street: (n, s) => `${s} ${n}`,
    cities: [['Aarhus', '8000'], ['Odense', '5000'], ['Aalborg', '9000'], ['Esbjerg', '6700'], ['Roskilde', '4000']],
    cityLine: (zip, city) => `${zip} ${city}`,
    phones: ['+45 20 12 34 ##', '20 12 34 ##', '+45 33 12 34 ##'],
    employers: ['Bøgelund Logistik A/S', 'Skovsted Software ApS', 'Mølholm & Søn ApS', 'Fjordside Maskiner A/S', 'Strandvig Handel A/S'],
    titles: ['Lagerchef', 'Softwareudvikler', 'Projektleder', 'Bogholder', 'Salgskonsulent', 'Dataanalytiker'],
    institutions: ['Aarhus Universitet', 'Københavns Universitet', 'Danmarks Tekniske Universitet', 'Syddansk Universitet'],
    degrees: ['Bachelor i datalogi', 'Cand.merc. i regnskab', 'Professionsbachelor i logistik', 'Kandidat i statskundskab'],
    skills: ['Lagerstyring', 'Teamledelse', 'Vagtplanlægning', 'Excel', 'Bogføring', 'SQL', 'Fakturering', 'Python'],
    prose: ['Ledede et team på tolv medarbejdere.', 'Indførte et nyt lagersystem.', 'Udarbejdede månedlige rapporter til ledelsen.'],
    headings: { profile: 'Profil', contact: 'Kontakt', experience: 'Erhvervserfaring', education: 'Uddannelse', skills: 'Kompetencer' },
    labels: { phone: 'Telefon', email: 'E-mail', address: 'Adresse', name: 'Navn' },
    present: 'nu',
    presents: ['nu', 'd.d.', 'i dag', 'nuværende'],
    months: ['januar', 'februar', 'marts', 'april', 'maj', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'december'],
  },
  no: {
    tld: 'no',
    given: ['Ingrid', 'Magnus', 'Silje', 'Håkon', 'Kari', 'Eirik', 'Marte', 'Sindre', 'Ragnhild', 'Øystein'],
    family: ['Bjørnstadli', 'Fjellheimen', 'Søreidvik', 'Lundeby', 'Hauglandsø', 'Rønningstad', 'Tveitå', 'Vollaneng', 'Ødegårdli', 'Myrvollen'],
    streets: ['Bjørkeveien', 'Granlia', 'Fjordgata', 'Kirkebakken', 'Løvåsveien', 'Tyttebærstien'],
    street: (n, s) => `${s} ${n}`,
    cities: [['Oslo', '0150'], ['Bergen', '5003'], ['Trondheim', '7010'], ['Stavanger', '4006'], ['Tromsø', '9008']],
    cityLine: (zip, city) => `${zip} ${city}`,
    phones: ['+47 412 34 ###', '412 34 ###', '+47 22 12 34 ##', '+47 901 23 ###'],
    employers: ['Fjellheimen Logistikk AS', 'Lundeby Programvare AS', 'Tveitå & Sønn AS', 'Vollaneng Industri ASA', 'Myrvollen Handel AS'],
    titles: ['Lagersjef', 'Systemutvikler', 'Prosjektleder', 'Regnskapsmedarbeider', 'Selger', 'Dataanalytiker'],
    institutions: ['Universitetet i Oslo', 'Norges teknisk-naturvitenskapelige universitet', 'Universitetet i Bergen', 'Handelshøyskolen BI'],
    degrees: ['Bachelor i informatikk', 'Master i økonomi og administrasjon', 'Fagbrev i logistikk', 'Master i samfunnsøkonomi'],
    skills: ['Lagerstyring', 'Personalledelse', 'Vaktplanlegging', 'Excel', 'Regnskap', 'SQL', 'Fakturering', 'Python'],
    prose: ['Ledet et team på tolv ansatte.', 'Innførte et nytt lagersystem.', 'Utarbeidet månedlige rapporter til ledelsen.'],
    headings: { profile: 'Profil', contact: 'Kontakt', experience: 'Arbeidserfaring', education: 'Utdanning', skills: 'Ferdigheter' },
    labels: { phone: 'Telefon', email: 'E-post', address: 'Adresse', name: 'Navn' },
    present: 'nå',
    presents: ['nå', 'd.d.', 'i dag', 'pågående'],
    months: ['januar', 'februar', 'mars', 'april', 'mai', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'desember'],
  },
  tr: {
    tld: 'com.tr',
    given: ['Ayşe', 'Mehmet', 'Elif', 'Mustafa', 'Zeynep', 'Emre', 'Büşra', 'Oğuz', 'Gülşen', 'İbrahim'],
    family: ['Demirtaşlı', 'Karadağlı', 'Öztürkmen', 'Çelikkaya', 'Şahinoğlu', 'Aydınlıoğlu', 'Güneşli', 'Erdoğdu', 'Kılıçarslan', 'Taşdemirci'],
    streets: ['Çamlık Mah. Lale Sok.', 'Yıldız Mah. Gül Sok.', 'Bahçelievler Mah. Çınar Cad.', 'Akasya Sok.', 'Papatya Cad.', 'Menekşe Sok.',
      'Ilgınlı Mahallesi, Sedirli Sokak', 'Akçalı Mahallesi, Ihlamur Caddesi'],
    // The neighbourhood written out before the street, then the number and the flat ("… Sokak No: 5 Daire 3").
    street: (n, s) => (s.includes('Mahallesi') ? `${s} No: ${n} Daire ${n % 9 + 1}` : `${s} No: ${n}`),
    cities: [['İstanbul', '34710'], ['Ankara', '06690'], ['İzmir', '35210'], ['Bursa', '16010'], ['Antalya', '07050']],
    // The district before its province's town in the big cities ("34710 Kadıköy/İstanbul").
    cityLine: (zip, city) => (TR_DISTRICTS[city] ? `${zip} ${TR_DISTRICTS[city]}/${city}` : `${zip} ${city}`),
    phones: ['+90 532 123 45 ##', '0532 123 45 ##', '+90 (212) 123 45 ##', '0 (505) 234 56 ##'],
    employers: ['Karadağlı Lojistik A.Ş.', 'Öztürkmen Yazılım Ltd. Şti.', 'Çelikkaya Makine San. ve Tic. A.Ş.', 'Güneşli Gıda A.Ş.',
      'Erdoğdu İnşaat Ltd. Şti.'],
    titles: ['Depo Sorumlusu', 'Yazılım Geliştirici', 'Proje Yöneticisi', 'Muhasebe Uzmanı', 'Satış Temsilcisi', 'Veri Analisti'],
    institutions: ['İstanbul Teknik Üniversitesi', 'Orta Doğu Teknik Üniversitesi', 'Ege Üniversitesi', 'Hacettepe Üniversitesi'],
    degrees: ['Bilgisayar Mühendisliği Lisans', 'İşletme Yüksek Lisans', 'İktisat Lisans', 'Lojistik Ön Lisans'],
    skills: ['Stok Yönetimi', 'Ekip Yönetimi', 'Planlama', 'Excel', 'Muhasebe', 'SQL', 'Faturalama', 'Python'],
    prose: ['On iki kişilik bir ekibi yönettim.', 'Yeni bir depo yönetim sistemi kurdum.', 'Aylık raporlar hazırladım.'],
    headings: { profile: 'Profil', contact: 'İletişim', experience: 'İş Deneyimi', education: 'Eğitim', skills: 'Yetenekler' },
    labels: { phone: 'Telefon', email: 'E-posta', address: 'Adres', name: 'Ad Soyad' },
    present: 'günümüz',
    presents: ['günümüz', 'halen', 'devam ediyor', 'hâlen'],
    months: ['Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran', 'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık'],
  },
};

export const MORE_LANGUAGES = Object.keys(MORE_VOCAB);

/** Czech and Slovak family names take a woman's form: -ý → -á, -ek → -ková, -ec → -cová, -a → -ová, else -ová. */
export function womanForm(family) {
  if (/ý$/.test(family)) return family.replace(/ý$/, 'á');
  if (/ek$/.test(family)) return family.replace(/ek$/, 'ková');
  if (/ec$/.test(family)) return family.replace(/ec$/, 'cová');
  if (/a$/.test(family)) return family.replace(/a$/, 'ová');
  return `${family}ová`;
}

// Where a class's table has no row for a later language, the row of a related language (Slovak → Czech, Norwegian ↔
// Danish) or else English: a grade line or an ID label in English is what many CVs of those countries print anyway.
const RELATED = { sk: 'cs', no: 'da', da: 'no' };
/** A per-language table that answers a later language it lacks with its related language's row or English's. */
export function inLang(table) {
  return new Proxy(table, {
    get(t, key) {
      if (typeof key !== 'string' || key in t || !(key in MORE_VOCAB)) return t[key];
      return t[RELATED[key]] ?? t.en;
    },
  });
}
