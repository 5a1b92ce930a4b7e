// A place's shapes that no name has: a district opened by its word, a Hungarian district word after its name, a town glued to
// its Brazilian state's code. All places are invented.
import { describe, it, expect } from 'vitest';
import { hasPlaceShape } from '../../../src/parser/fields/place-shape.js';

describe('hasPlaceShape', () => {
  it.each([
    'Bairro Morro Claro – Pedra Funda/MG',
    'Vila Serenita, Campo Liso-SP',
    'Jardim das Tulipas',
    'Quartier de la Fontaine, 69003 Lyon',
    'Stadtteil Rosenhang – 04109 Leipzig',
    'Osiedle Zielone Wzgórze, Poznań',
    'Barrio de San Telmar',
    'Wijk Zuiderveld',
    'District of Kestrelby',
    'Borough of Elmsworth – Manchester',
    'Fenyves lakótelep, 6720 Szeged',
    'Campo Liso/PR',
  ])('%s is a place', (text) => {
    expect(hasPlaceShape(text)).toBe(true);
  });

  it.each([
    'Ida Vila',
    'Lucía del Barrio',
    'Anne van Wijk',
    'Tomás Jardim Lobo',
    'Mira Example, BA',
    'Anna-Sophie Quellberg',
    'vila ribeira',
    'District Sales Manager',
  ])('%s is no place', (text) => {
    expect(hasPlaceShape(text)).toBe(false);
  });
});
