import { describe, expect, it } from 'vitest';
import { opensOnNameParticle } from '../../../src/parser/sections/particle-names.js';
import { readWork } from '../../../src/parser/sections/work.js';

describe('a firm named after a family whose name opens on a lower-case particle', () => {
  it.each(['van Hoorneveld V.O.F.', 'de Wilde NV', 'von Treskow GmbH', 'van den Brakel - Schouten', "van 't Hoog B.V.", 'ter Meulen & Zonen',
    'de Boer, van Wijk and van Loenen, Stegeren', 'de Hoorneveld en Zonen, Stegeren', 'de Vries & Sons', 'von Treskow und Söhne'])(
    '%s is a name', (line) => expect(opensOnNameParticle(line)).toBe(true));
  it.each(['van een nieuw magazijnsysteem', 'de Paris et Lyon', 'van de maandelijkse Rapportage', 'der Abteilung Einkauf',
    'van Amstel en de Zaan opgezet.', 'ventas de Hortalizas', 'Brakel B.V.', 'von Kunden', 'de Wilde', 'der Abteilung Einkauf und Logistik'])('%s is no name', (line) => expect(opensOnNameParticle(line)).toBe(false));

  it('reads a family firm with its sons under the title as the employer, its town apart', () => {
    const work = readWork(['12/2021 – heden\tInkoopcoördinator', 'de Hoorneveld en Zonen, Stegeren', 'Invoering van een nieuw magazijnsysteem.']);
    expect(work.map((w) => [w.position, w.employer, w.location])).toEqual([['Inkoopcoördinator', 'de Hoorneveld en Zonen', 'Stegeren']]);
  });

  it('reads such a line under the title as the employer', () => {
    const work = readWork(['08/2022 – 01/2024\tInkoopcoördinator', 'van Hoorneveld V.O.F.', 'Invoering van een nieuw magazijnsysteem.',
      '06/2019 – 07/2022\tLogistiek medewerker', 'de Wilde NV', 'Opstellen van maandrapportages.']);
    expect(work.map((w) => [w.position, w.employer])).toEqual([['Inkoopcoördinator', 'van Hoorneveld V.O.F.'], ['Logistiek medewerker', 'de Wilde NV']]);
  });
});
