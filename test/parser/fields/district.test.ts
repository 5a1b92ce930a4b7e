// A district named after its word, and the town printed after it with nothing between them ("Jardim Aurora Belo
// Horizonte – MG"). District names and most towns are invented.
import { describe, it, expect } from 'vitest';
import { opensDistrict, townAfterDistrict } from '../../../src/parser/fields/district.js';

describe('opensDistrict', () => {
  it.each(['Vila Serenita', 'Jardim das Tulipas', 'Parque Ipêzal', 'Quartier de la Fontaine', 'Osiedle Zielone'])('%s opens a district', (text) => {
    expect(opensDistrict(text)).toBe(true);
  });
  it.each(['Vila', 'Tomás Jardim Lobo', 'Vila de', 'Parque industrial'])('%s does not', (text) => {
    expect(opensDistrict(text)).toBe(false);
  });
});

describe('townAfterDistrict', () => {
  it.each<[string, string]>([
    ['Vila Brava Campo das Flores', 'Campo das Flores'],
    ['Jardim Aurora Belo Horizonte', 'Belo Horizonte'],
    ['Jardim das Acácias Juiz de Fora', 'Juiz de Fora'],
    ['Vila Serenita Sorocaba', 'Sorocaba'],
    ['Parque Ipêzal Campo Grande', 'Campo Grande'],
    // A town that itself opens with a district word ("Vila Velha") after a district.
    ['Jardim Camburi Vila Velha', 'Vila Velha'],
  ])('%s → %s', (text, town) => expect(townAfterDistrict(text)).toBe(town));

  it.each([
    // A district alone (its word and a name) leaves no town; a town that opens with a district word is whole.
    'Vila Serena',
    'Vila Velha',
    'Jardim das Tulipas',
    // No district word; a lower-case word that is no joiner.
    'Santa Rita do Passa Quatro',
    'Vila serena Sorocaba',
  ])('%s: none', (text) => expect(townAfterDistrict(text)).toBeUndefined());
});
