import { describe, it, expect } from 'vitest';
import { extractAddress } from '../../../src/parser/fields/address.js';
import { parseAddressLine } from '../../../src/parser/fields/address-parts.js';
import { docOf } from './helpers.js';

const address = (...rows: string[]): [string, string, string] => {
  const a = extractAddress(docOf(...rows)).value;
  return [a.street, a.zip, a.city];
};

describe('extractAddress', () => {
  it.each<[string, string[], [string, string, string]]>([
    ['DE two lines', ['Erika Probe', 'Probestraße 12', '12345 Berlin', 'erika@example.org'], ['Probestraße 12', '12345', 'Berlin']],
    ['DE one line', ['Max Probe', 'Lindenweg 5a, 80331 München', 'Tel. 089 123456'], ['Lindenweg 5a', '80331', 'München']],
    ['labelled Anschrift', ['Anschrift: Hauptstr. 3, 01067 Dresden'], ['Hauptstr. 3', '01067', 'Dresden']],
    ['HU labelled', ['Minta Béla', 'Lakcím: 1051 Budapest, Példa utca 4.', '+36 30 123 4567'], ['Példa utca 4', '1051', 'Budapest']],
    ['FR', ['Jeanne Exemple', '12 rue de la Paix, 75002 Paris', '06 47 18 29 05'], ['12 rue de la Paix', '75002', 'Paris']],
    ['US street, city, state zip', ['Sam Sample', '742 Evergreen Terrace, Springfield, IL 62704', 'sam@example.com'], ['742 Evergreen Terrace', '62704', 'Springfield']],
    ['US city, state', ['Ann Example', 'Brookfield, WA | (206) 555-0149 | ann@example.com'], ['', '', 'Brookfield']],
    ['US two lines', ['222 Example Ave', 'Kailua Bay, HI 96815', 'Joe Sample'], ['222 Example Ave', '96815', 'Kailua Bay']],
    ['UK postcode', ['Tom Example', '10 Sample Road, London SW1A 1AA', '+44 7700 900123'], ['10 Sample Road', 'SW1A 1AA', 'London']],
    ['city, country', ['Lisa Probe', 'Bremen, Germany', 'lisa@example.org'], ['', '', 'Bremen']],
    ['city, region, country', ['Pietralta, Lazio, Italy', 'Nationality: Italian'], ['', '', 'Pietralta']],
    ['district first', ['Dong-gu, Haesong, Republic of Korea', 'kim@example.org'], ['', '', 'Haesong']],
    ['Location label', ['Location: Paris, France'], ['', '', 'Paris']],
    ['job location with dates is not an address', ['Ann Example', 'ann@example.com', 'Experience', 'Example Corp', 'Developer', 'Jan 2015 - Present | New York, NY'], ['', '', '']],
    ['education line is not an address', ['Pat Example', 'pat@example.com', 'Education', 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'BS Example University   Westbury, NJ   2014 - 2018'], ['', '', '']],
    ['separator-cut line', ['Ina Probe', 'Hauptstr. 5 · 10115 Berlin', 'ina@example.org'], ['Hauptstr. 5', '10115', 'Berlin']],
    ['label alone above', ['Address:', '7 Sample Lane', 'Leeds LS1 4AP', 'x@example.org'], ['7 Sample Lane', 'LS1 4AP', 'Leeds']],
    ['label, value in next column', ['Anschrift      Beispielweg 3, 04109 Leipzig'], ['Beispielweg 3', '04109', 'Leipzig']],
    ['Dutch postcode', ['Kerkstraat 12, 1234 AB Amsterdam', '+31 20 123 4567'], ['Kerkstraat 12', '1234 AB', 'Amsterdam']],
    ['Polish', ['ul. Przykładowa 10, 00-001 Warszawa', '+48 601 234 567'], ['ul. Przykładowa 10', '00-001', 'Warszawa']],
    ['Austrian prefix', ['Beispielgasse 4, A-1010 Wien', 'tel +43 1 234567'], ['Beispielgasse 4', '1010', 'Wien']],
    ['nothing', ['Just some words'], ['', '', '']],
  ])('%s', (_title, rows, want) => expect(address(...rows)).toEqual(want));
});

describe('parseAddressLine', () => {
  it.each<[string, Record<string, string>]>([
    ['Engineering Fellow 2014', {}],
    ['00000 Hauptquartier', { zip: '00000', city: 'Hauptquartier' }],
    ['Oak Grove, CA 91377', { city: 'Oak Grove', zip: '91377', state: 'CA' }],
    ['Aurelton, Nebraska', { city: 'Aurelton', state: 'Nebraska' }],
    ['Example St. 1', { street: 'Example St. 1' }],
  ])('%j', (text, want) => {
    const p = parseAddressLine(text);
    delete p.country;
    expect(p).toEqual(want);
  });
});

describe('a district line alone in a sidebar’s contact block', () => {
  // A sidebar printed after the body: work and education first, then the contact heading, the place, the phone and mail.
  const BODY = ['24|Lívia Quaresmeira', 'Experiência profissional', '08/2022 – 10/2024 Analista, Ramo Claro Lda.', 'Preparação de relatórios.',
    '09/2019 – 07/2022 Assistente, Torre Alta S.A.', 'Apoio à equipa comercial.', 'Formação', '2019 Licenciatura em Economia',
    'Universidade Serrana', 'Contactos'];
  const after = ['912 345 678', 'livia.q@example.pt'];

  it('is kept with its state’s code after the town: the town alone', () => {
    expect(address(...BODY, 'Jardim Ventania Juiz de Fora – MG', ...after)).toEqual(['', '', 'Juiz de Fora']);
    expect(address(...BODY, 'Vila Orvalho Niterói/RJ', ...after)).toEqual(['', '', 'Niterói']);
  });

  it('without the state’s code is still too little to be a place there', () => {
    expect(address(...BODY, 'Jardim Ventania Juiz de Fora', ...after)).toEqual(['', '', '']);
  });
});
