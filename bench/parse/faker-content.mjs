// Content nobody tuned the parser on: the people, firms, job titles and addresses of an invented CV drawn from faker
// (@faker-js/faker, MIT: its per-locale name, company, street and town lists and formats, maintained outside the project)
// in place of the project generator's own vocabulary. The CV keeps the generator's structure (languages, periods,
// studies, degrees, phone), so a bench run with `--content faker` differs from the plain run only in those values.
// What it brings that the generator's lists do not: firms named as the locale's company formats do ("Paucek, Becker and
// Hagenes", "Klaas, Noack und Leiter", "Leonardi, Benvenuto e D'Ippolito SPA", "Soares e Camacho"), job titles of
// three words ("Regional Solutions Executive", "Développeur de programme principal"), street forms ("Görresstr. 392",
// "4 Allée de la Ferronnerie", "Entrada Diego, 90", "park Bogucki 92"), US ZIP+4 codes, given and family names from the
// locale's lists (Dutch "van Dijk", Spanish double surnames), and towns the parser has never heard of ("Süd Tamia",
// "Lednerport") beside real ones. Hungarian addresses stay the generator's (faker's Hungarian locale prints US ones).
import { allFakers } from '@faker-js/faker';

const LOCALE = { GB: 'en_GB', US: 'en_US', DE: 'de', FR: 'fr', ES: 'es', IT: 'it', PL: 'pl', HU: 'hu', NL: 'nl', PT: 'pt_PT' };

/** A name as an e-mail's local part spells it: lower case, accents and spaces out. */
const mailPart = (s) => s.normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l').replace(/Ł/g, 'L').replace(/ß/g, 'ss')
  .replace(/[^A-Za-z]/g, '').toLowerCase();

/** The résumé with faker's people, firms, titles and address for its country, drawn from the CV's seed. */
export function withFakerContent(resume, cv) {
  const country = resume.basics.location.countryCode;
  const locale = LOCALE[country] ?? 'en_GB';
  const f = allFakers[locale];
  f.seed(cv.seed);
  let first = f.person.firstName();
  let last = f.person.lastName();
  // Portuguese people write two family names or more (faker's Spanish list holds double surnames already).
  if (country === 'PT' && f.datatype.boolean()) last = `${last} ${f.person.lastName()}`;
  first = first.split(' ')[0];
  const domain = f.helpers.arrayElement(['example.org', 'example.com', 'example.net']);
  const email = `${mailPart(first)}${f.helpers.arrayElement(['.', '_', ''])}${mailPart(last)}@${domain}`;
  const location = country === 'HU' ? resume.basics.location : {
    ...resume.basics.location,
    address: f.location.streetAddress(false), postalCode: f.location.zipCode(), city: f.location.city(),
    ...(country === 'US' ? { region: f.location.state({ abbreviated: true }) } : {}),
  };
  const work = resume.work.map((w) => {
    const name = f.company.name();
    return { ...w, name, company: name, position: f.person.jobTitle() };
  });
  return { ...resume, basics: { ...resume.basics, name: `${first} ${last}`, email, location }, work };
}
