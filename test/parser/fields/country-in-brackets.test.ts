// The country in brackets after an address line, Europass's form ("Street 5, 12345 Town (Country)"): every order of
// postcode and town the reader knows, with the country's name or its ISO code in brackets, reads as it does after a comma.
import { describe, expect, it } from 'vitest';
import { countryOutOfBrackets } from '../../../src/parser/fields/country-in-brackets.js';
import { parseAddressLine } from '../../../src/parser/fields/address-parts.js';

const read = (line: string): { street: string | undefined; city: string | undefined; zip: string | undefined } => {
  const { street, city, zip } = parseAddressLine(line);
  return { street, city, zip };
};

describe('an address line with its country in brackets', () => {
  it.each([
    // Postcode after the town (British), with the name, the ISO code and the code people write (UK).
    ['14 Quillon Row, Amberleigh AB3 7XY (United Kingdom)', '14 Quillon Row', 'Amberleigh', 'AB3 7XY'],
    ['14 Quillon Row, Amberleigh AB3 7XY (UK)', '14 Quillon Row', 'Amberleigh', 'AB3 7XY'],
    ['14 Quillon Row, Amberleigh AB3 7XY (GB)', '14 Quillon Row', 'Amberleigh', 'AB3 7XY'],
    // Dutch postcode (four digits, two letters) before the town, native name and code.
    ['Zwaluwhof 62, 4821 KT Veldhoven-Zuid (Nederland)', 'Zwaluwhof 62', 'Veldhoven-Zuid', '4821 KT'],
    ['Zwaluwhof 62, 4821 KT Veldhoven-Zuid (NL)', 'Zwaluwhof 62', 'Veldhoven-Zuid', '4821 KT'],
    ['Zwaluwhof 62, 4821 KT Veldhoven-Zuid (Netherlands)', 'Zwaluwhof 62', 'Veldhoven-Zuid', '4821 KT'],
    // The Dutch postcode after the town, an Irish Eircode, a Canadian town with its province and postcode.
    ['Eikenlaan 5, Zeestad 1012 AB (Nederland)', 'Eikenlaan 5', 'Zeestad', '1012 AB'],
    ['12 Harbour Road, Dunmorrow D02 X285 (Ireland)', '12 Harbour Road', 'Dunmorrow', 'D02 X285'],
    ['55 Maple Avenue, Pinecrest, ON M5V 2T6 (Canada)', '55 Maple Avenue', 'Pinecrest', 'M5V 2T6'],
    // A US town, its state and ZIP code.
    ['418 Heron Bend Road, Millbrook Falls, NC 27655 (USA)', '418 Heron Bend Road', 'Millbrook Falls', '27655'],
    ['418 Heron Bend Road, Millbrook Falls, NC 27655 (United States)', '418 Heron Bend Road', 'Millbrook Falls', '27655'],
    ['418 Heron Bend Road, Millbrook Falls, NC 27655 (US)', '418 Heron Bend Road', 'Millbrook Falls', '27655'],
    // Postcode before the town: German, French, Spanish, Italian, Polish, Portuguese, Hungarian, Austrian.
    ['Ahornweg 31, 80999 Kellbach (Deutschland)', 'Ahornweg 31', 'Kellbach', '80999'],
    ['Ahornweg 31, 80999 Kellbach (DE)', 'Ahornweg 31', 'Kellbach', '80999'],
    ['7 rue des Capucines, 44990 Valrouge (France)', '7 rue des Capucines', 'Valrouge', '44990'],
    ['Calle del Almendro 8, 28991 Villaserena (España)', 'Calle del Almendro 8', 'Villaserena', '28991'],
    ['Via dei Gelsi 5, 20199 Borgoverde (Italia)', 'Via dei Gelsi 5', 'Borgoverde', '20199'],
    ['ul. Wiśniowa 6/2, 61-990 Zielonka (Polska)', 'ul. Wiśniowa 6/2', 'Zielonka', '61-990'],
    ['Rua das Acácias 19, 4099-321 Vila Serena (Portugal)', 'Rua das Acácias 19', 'Vila Serena', '4099-321'],
    ['Nyírfa utca 12, 9021 Kisvárkony (Magyarország)', 'Nyírfa utca 12', 'Kisvárkony', '9021'],
    ['Lindengasse 3, 1190 Wienerau (Österreich)', 'Lindengasse 3', 'Wienerau', '1190'],
  ])('%s', (line, street, city, zip) => {
    expect(read(line)).toEqual({ street, city, zip });
  });
});

describe('countryOutOfBrackets', () => {
  it.each([
    ['Zwaluwhof 62, 4821 KT Veldhoven (Nederland)', 'Zwaluwhof 62, 4821 KT Veldhoven, Nederland'],
    ['Heron Bend Road 418, Millbrook, NC 27655 (US)', 'Heron Bend Road 418, Millbrook, NC 27655 US'],
    ['Zwaluwhof 62, 4821 KT Veldhoven (NL)', 'Zwaluwhof 62, 4821 KT Veldhoven NL'],
    // After a town, two capitals that are an Italian province's sigla name the province (TV is Tuvalu's code too).
    ['Via dei Gelsi 5, 31199 Borgoverde (TV)', 'Via dei Gelsi 5, 31199 Borgoverde (TV)'],
    // A department's number, a district, and a town alone with its country stay as they are.
    ['7 rue des Capucines, Valrouge (44)', '7 rue des Capucines, Valrouge (44)'],
    ['Ahornweg 31, 80999 Kellbach (Nord)', 'Ahornweg 31, 80999 Kellbach (Nord)'],
    ['Kellbach (Deutschland)', 'Kellbach (Deutschland)'],
  ])('%s → %s', (line, out) => {
    expect(countryOutOfBrackets(line)).toBe(out);
  });
});
