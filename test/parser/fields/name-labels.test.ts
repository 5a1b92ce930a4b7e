// Given and family names under labels of their own, in the languages of the forms that print them. Names are invented.
import { describe, expect, it } from 'vitest';
import { findLabelledNameParts } from '../../../src/parser/fields/name-labels.js';
import { docOf } from './helpers.js';

const parts = (...rows: string[]): [string, string] | undefined => {
  const found = findLabelledNameParts(docOf(...rows));
  return found ? [found.first, found.last] : undefined;
};

describe('findLabelledNameParts', () => {
  it.each<[string, string[], [string, string]]>([
    ['Dutch call name and particle', ['Roepnaam: Femke', 'Achternaam: van der Wielen'], ['Femke', 'van der Wielen']],
    ['Dutch given names, family name first', ['Achternaam: de Brakel', 'Voornamen: Joost'], ['Joost', 'de Brakel']],
    ['Portuguese "Nome próprio" and "Apelidos"', ['Nome próprio: Inês', 'Apelidos: dos Anjos Ravasco'], ['Inês', 'dos Anjos Ravasco']],
    ['Brazilian "Sobrenome"', ['Nome: Tainá', 'Sobrenome: Quevedo'], ['Tainá', 'Quevedo']],
    ['Swedish', ['Förnamn: Linnea', 'Efternamn: Sjöbacka'], ['Linnea', 'Sjöbacka']],
    ['Slovak', ['Meno: Zuzana', 'Priezvisko: Hrabovská'], ['Zuzana', 'Hrabovská']],
    ['Norwegian', ['Fornavn: Marte', 'Etternavn: Lundvoll'], ['Marte', 'Lundvoll']],
    ['Danish', ['Efternavn: Bøgholt', 'Fornavn: Signe'], ['Signe', 'Bøgholt']],
    ['Romanian', ['Prenume: Andreea', 'Nume de familie: Stănculeț'], ['Andreea', 'Stănculeț']],
    ['Turkish', ['Adı: Zeynep', 'Soyadı: Çınaroğlu'], ['Zeynep', 'Çınaroğlu']],
    ['in cells', ['Voornaam      Sem', 'Achternaam      ter Horsting'], ['Sem', 'ter Horsting']],
    // A family name in capitals is written as a name; its particles in small letters.
    ['capitals with particles', ['Vorname: Jana', 'Nachname: VON QUELLWALD'], ['Jana', 'von Quellwald']],
    ['capitals with two particles', ['Prénom : Lise', 'Nom : DE LA BRUYÈRE'], ['Lise', 'de la Bruyère']],
  ])('%s', (_, rows, want) => expect(parts(...rows)).toEqual(want));

  it('a lower-case value that opens with no particle is no name', () => {
    expect(parts('Voornaam: Sem', 'Achternaam: zie hieronder')).toBeUndefined();
    expect(parts('Vorname: Jana', 'Nachname: von')).toBeUndefined();
  });
});
