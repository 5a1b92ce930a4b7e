// splitName on names printed in capitals with particles: the particles are lowered, all of them, and the family name
// after them is in proper case. All people are invented.
import { describe, it, expect } from 'vitest';
import { splitName } from '../../../src/parser/fields/name-parts.js';

describe('a name in capitals with particles', () => {
  it.each<[string, string, string]>([
    ['FEMKE VAN DER ZANDWIJK', 'Femke', 'van der Zandwijk'],
    ['LOUIS DE LA VERNIÈRE', 'Louis', 'de la Vernière'],
    ['ANNA VON GROSSWALD', 'Anna', 'von Grosswald'],
    // Printed as written, a particle keeps its case.
    ['Giulia Di Montalbo', 'Giulia', 'Di Montalbo'],
  ])('%s', (text, first, last) => {
    expect(splitName(text)).toEqual({ first, last });
  });
});
