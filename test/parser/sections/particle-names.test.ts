import { describe, expect, it } from 'vitest';
import { opensOnNameParticle } from '../../../src/parser/sections/particle-names.js';
import { readWork } from '../../../src/parser/sections/work.js';

describe('a firm named after a family whose name opens on a lower-case particle', () => {
  it.each(['van Hoorneveld V.O.F.', 'de Wilde NV', 'von Treskow GmbH', 'van den Brakel - Schouten', "van 't Hoog B.V.", 'ter Meulen & Zonen',
    'de Boer, van Wijk and van Loenen, Stegeren', 'de Hoorneveld en Zonen, Stegeren', 'de Vries & Sons', 'von Treskow und Söhne',
    // Two surnames dashed, each opening on its particle or one of them, without a legal form.
    'de Bruinsma - van Oordt', 'van der Heijkoop - van Rijswijk', 'de Klerk - Hoogerwerf, Stegeren'])(
    '%s is a name', (line) => expect(opensOnNameParticle(line)).toBe(true));
  it.each(['van een nieuw magazijnsysteem', 'de Paris et Lyon', 'van de maandelijkse Rapportage', 'der Abteilung Einkauf',
    'van Amstel en de Zaan opgezet.', 'ventas de Hortalizas', 'Brakel B.V.', 'von Kunden', 'de Wilde', 'der Abteilung Einkauf und Logistik',
    // A dash between the words of a sentence's tail, or a lower-case town after the comma.
    'de Klant - een nieuw Systeem', 'de Bruinsma - van Oordt, voor drie jaar'])('%s is no name', (line) => expect(opensOnNameParticle(line)).toBe(false));

  it('reads a family firm with its sons under the title as the employer, its town apart', () => {
    const work = readWork(['12/2021 – heden\tInkoopcoördinator', 'de Hoorneveld en Zonen, Stegeren', 'Invoering van een nieuw magazijnsysteem.']);
    expect(work.map((w) => [w.position, w.employer, w.location])).toEqual([['Inkoopcoördinator', 'de Hoorneveld en Zonen', 'Stegeren']]);
  });

  it('reads two dashed surnames over a title and its period as the employer, not the previous job\'s detail', () => {
    const work = readWork(['Hendriks Logistiek B.V.', 'Magazijnchef (03/2019 – 05/2023)', 'Leiding aan een ploeg van negen mensen.',
      'de Bruinsma - van Oordt', 'Logistiek medewerker (01/2016 – 02/2019)', 'Opstellen van maandrapportages.',
      'van der Heijkoop - van Rijswijk', 'Magazijnmedewerker (06/2014 – 12/2015)', 'Verzamelen van orders.']);
    expect(work.map((w) => [w.position, w.employer])).toEqual([['Magazijnchef', 'Hendriks Logistiek B.V.'],
      ['Logistiek medewerker', 'de Bruinsma - van Oordt'], ['Magazijnmedewerker', 'van der Heijkoop - van Rijswijk']]);
  });

  it('reads such a line under the title as the employer', () => {
    const work = readWork(['08/2022 – 01/2024\tInkoopcoördinator', 'van Hoorneveld V.O.F.', 'Invoering van een nieuw magazijnsysteem.',
      '06/2019 – 07/2022\tLogistiek medewerker', 'de Wilde NV', 'Opstellen van maandrapportages.']);
    expect(work.map((w) => [w.position, w.employer])).toEqual([['Inkoopcoördinator', 'van Hoorneveld V.O.F.'], ['Logistiek medewerker', 'de Wilde NV']]);
  });
});
