// Addresses as web templates join a résumé's location fields: every field a part of its own, the country's code last
// (with the line's full stop), a US state's code before its ZIP. Invented streets and numbers.
import { describe, it, expect } from 'vitest';
import { parseAddressLine } from '../../../src/parser/fields/address-parts.js';

const read = (line: string) => {
  const { street = '', city = '', zip = '' } = parseAddressLine(line);
  return { street, city, zip };
};

describe('addresses in a template\'s order', () => {
  it.each([
    ['Wilgenhof 37, 8011 KP, Zwolstede', { street: 'Wilgenhof 37', city: 'Zwolstede', zip: '8011 KP' }],
    ['Wilgenhof 37, 8011 KP, Zwolstede, (NL)', { street: 'Wilgenhof 37', city: 'Zwolstede', zip: '8011 KP' }],
    ['Lisdoddestraat 8, 5612 AB, Veldhoven-Noord, NL.', { street: 'Lisdoddestraat 8', city: 'Veldhoven-Noord', zip: '5612 AB' }],
    ['14 Ashgrove Road, LS6 2AB, Elmbury, GB.', { street: '14 Ashgrove Road', city: 'Elmbury', zip: 'LS6 2AB' }],
    // The street on the line above: the postcode opens the line.
    ['8011 KP, Zwolstede, NL', { street: '', city: 'Zwolstede', zip: '8011 KP' }],
    ['4000-123, Vilarinho', { street: '', city: 'Vilarinho', zip: '4000-123' }],
  ])('reads a postcode and a town set apart by a comma: %s', (line, want) => {
    expect(read(line)).toEqual(want);
  });

  it.each([
    ['45 Heron Close, Milbrook, NC, US, 27610', { street: '45 Heron Close', city: 'Milbrook', zip: '27610' }],
    ['27610 Milbrook NC US', { street: '', city: 'Milbrook', zip: '27610' }],
  ])('reads a US state\'s code as the state\'s, not a country\'s or the town\'s: %s', (line, want) => {
    expect(read(line)).toEqual(want);
    expect(parseAddressLine(line).state).toBe('NC');
  });

  it.each([
    ['14 Ashgrove Road LS6 2AB Elmbury GB', { street: '14 Ashgrove Road', city: 'Elmbury', zip: 'LS6 2AB' }],
    ['Avenida del Pinar, 31 22001 Valdemora ES', { street: 'Avenida del Pinar, 31', city: 'Valdemora', zip: '22001' }],
    ['Rua das Amendoeiras, 8 4000-123 Vilarinho', { street: 'Rua das Amendoeiras, 8', city: 'Vilarinho', zip: '4000-123' }],
  ])('reads a street, its postcode and the town parted by spaces alone: %s', (line, want) => {
    expect(read(line)).toEqual(want);
  });

  it('keeps the orders read before', () => {
    expect(read('Lindenweg 5, 80331 Kellbach')).toEqual({ street: 'Lindenweg 5', city: 'Kellbach', zip: '80331' });
    // Without a country after it, a code that names a country and a state before a postcode is the country ("DE", "NC").
    expect(read('45 Heron Close, Milbrook, NC, 27610')).toEqual({ street: '45 Heron Close', city: 'Milbrook', zip: '27610' });
    expect(read('45 Heron Close, Milbrook, 27610, NC, US')).toEqual({ street: '45 Heron Close', city: 'Milbrook', zip: '27610' });
    expect(read('Austin, TX 78701 US')).toEqual({ street: '', city: 'Austin', zip: '78701' });
    expect(read('Rua das Flores, 55, 1100-148, Lisboa')).toEqual({ street: 'Rua das Flores, 55', city: 'Lisboa', zip: '1100-148' });
  });
});
