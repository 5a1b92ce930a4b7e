// A town of two words whose second word a narrow column wrapped onto the next line ("77-881 Ożarek" ↵ "Nadrzeczny"), read
// whole when the document prints the whole name elsewhere (a job's place). Streets, towns and people are invented.
import { describe, expect, it } from 'vitest';
import { extractAddress } from '../../../src/parser/fields/address.js';
import { docOf } from './helpers.js';

describe('a town of two words wrapped after its first', () => {
  const rows = (jobPlace: string): string[] => ['Dobrosław Wierzbicki', 'KIEROWNIK PROJEKTU', 'pl. Lipowy 6a, 77-881 Ożarek',
    'Nadrzeczny', '+48 58 123 40 00', 'dobroslaw.w@example.org', 'DOŚWIADCZENIE ZAWODOWE',
    `2021-11 - 2024-03\tSpecjalista ds. logistyki\tKorwel i Synowie, ${jobPlace}`];

  it('reads the two lines as one town when the document prints it whole', () => {
    expect(extractAddress(docOf(...rows('Ożarek Nadrzeczny'))).value).toMatchObject({ street: 'pl. Lipowy 6a', zip: '77-881', city: 'Ożarek Nadrzeczny' });
  });

  it('leaves the town as printed on its line when the document never prints the two words together', () => {
    expect(extractAddress(docOf(...rows('Gdańsk'))).value).toMatchObject({ zip: '77-881', city: 'Ożarek' });
  });
});
