// The country's ISO code printed beside an address, as web templates print a JSON Resume's `countryCode`.
import { describe, expect, it } from 'vitest';
import { countryOfCode, withoutCountryCode } from '../../../src/parser/fields/country-codes.js';
import { parseAddressLine } from '../../../src/parser/fields/address-parts.js';

describe('withoutCountryCode', () => {
  it.each([
    ['Lindenweg 4, 80331 Kellbach, DE', 'Lindenweg 4, 80331 Kellbach', 'DE'],
    ['Kellbach 80331 DE', 'Kellbach 80331', 'DE'],
    ['80331 Kellbach DE', '80331 Kellbach', 'DE'],
    ['Elmbury BS1 4DJ GB', 'Elmbury BS1 4DJ', 'GB'],
    ['Marlow Hill, TX 78701 US', 'Marlow Hill, TX 78701', 'US'],
    ['Ostweg 7, 10115, Kellbach, (DE)', 'Ostweg 7, 10115, Kellbach', 'DE'],
    ['Ostweg 7, Kellbach, DE, 10115', 'Ostweg 7, Kellbach, 10115', 'DE'],
    ['Wienerau 1010 AT', 'Wienerau 1010', 'AT'],
    ['Ostweg 7, Elmbury, UK', 'Ostweg 7, Elmbury', 'GB'],
    // Letters no Dutch postcode has (F I O Q U Y): the country after a four-digit postcode.
    ['Bodzafa sor 17. Kisvárkony, 4611 HU', 'Bodzafa sor 17. Kisvárkony, 4611', 'HU'],
    ['Odos Limnis 4, Kalavasos, 6021 CY', 'Odos Limnis 4, Kalavasos, 6021', 'CY'],
  ])('%s → %s (%s)', (line, text, code) => {
    expect(withoutCountryCode(line)).toEqual({ text, code });
  });

  it.each([
    'Marlow Hill, IL', '12 Pine Road, Marlow Hill, IL', // a US town and its state
    'Borgoverde (TV)', 'Via Lunga 3, 10121 Borgoverde (TO)', // an Italian province in brackets
    'Dorpveld, 1234 AB', '1234 AB', 'Dorpveld, 1234 BE', // a Dutch postcode's letters
    'Kellbach, Bayern, DE', // no number: the address reader reads the region after the town as it is
    'Product Owner', 'Ostweg 7',
  ])('leaves %s as it is', (line) => {
    expect(withoutCountryCode(line)).toEqual({ text: line });
  });

  it('knows codes from the ISO table only', () => {
    expect(countryOfCode('DE')).toBe('DE');
    expect(countryOfCode('UK')).toBe('GB');
    expect(countryOfCode('XY')).toBeUndefined();
    expect(countryOfCode('SU')).toBeUndefined(); // withdrawn
  });

  it('stays linear on a long dotted line', () => {
    const started = performance.now();
    withoutCountryCode(`${'. '.repeat(20_000)}DE`);
    withoutCountryCode(`${'A. '.repeat(20_000)}, DE`);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('parseAddressLine with the country code beside the address', () => {
  it.each([
    ['Lindenweg 4, 80331 Kellbach, DE', { street: 'Lindenweg 4', zip: '80331', city: 'Kellbach', region: 'DE' }],
    ['80331 Kellbach DE', { zip: '80331', city: 'Kellbach', region: 'DE' }],
    ['Elmbury BS1 4DJ GB', { zip: 'BS1 4DJ', city: 'Elmbury', region: 'GB' }],
    ['Ostweg 7, Kellbach, DE, 10115', { street: 'Ostweg 7', zip: '10115', city: 'Kellbach', region: 'DE' }],
    ['Marlow Hill, TX 78701 US', { city: 'Marlow Hill', state: 'TX', zip: '78701', region: 'US' }],
  ])('%s', (line, parts) => {
    expect(parseAddressLine(line)).toEqual(parts);
  });
});

describe('parseAddressLine: the town before its postcode, as templates print a résumé\'s fields', () => {
  it.each([
    ['Kellbach 10115', { city: 'Kellbach', zip: '10115' }],
    ['Lipowo 80-827', { city: 'Lipowo', zip: '80-827' }],
    ['Quellenweg 20 Kellbach 10115', { street: 'Quellenweg 20', city: 'Kellbach', zip: '10115' }],
    ['ul. Lipowa 97/8 Lipowo 80-827', { street: 'ul. Lipowa 97/8', city: 'Lipowo', zip: '80-827' }],
    ['Rua das Amoras, 55, 1100-148, Vila Serena', { street: 'Rua das Amoras, 55', zip: '1100-148', city: 'Vila Serena' }],
    ['9 Heron Lane, BS1 4DJ, Elmbury', { street: '9 Heron Lane', zip: 'BS1 4DJ', city: 'Elmbury' }],
  ])('%s', (line, parts) => {
    expect(parseAddressLine(line)).toEqual(parts);
  });

  it('a door after the floor is no town', () => {
    expect(parseAddressLine('Calle Larga 5 2º A Villaclara 50001').city).toBeUndefined();
  });
});
