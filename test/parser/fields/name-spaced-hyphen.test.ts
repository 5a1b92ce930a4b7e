// A name set in letter-spaced capitals over two lines, as online CV builders print it: a double-barrelled given or family
// name keeps its hyphen, which the font kerned to the capital beside it ("D U P O N T- M O R E L"), and a short word holds
// a pair of capitals the font kerned ("S TA N G"). Names are invented.
import { describe, expect, it } from 'vitest';
import { extractName } from '../../../src/parser/fields/name.js';
import { docOf } from './helpers.js';

const name = (rows: string[], emails: string[] = []): [string, string] => {
  const r = extractName(docOf(...rows), { emails, familyFirst: false });
  return [r.first, r.last];
};

describe('a letter-spaced name over two lines', () => {
  it('keeps both parts of hyphenated given and family names', () => {
    expect(name(['26|A N N E - L I S E', '26|B R U N E T- Q U E R V A N', '9|C H E F F E  D E  P R O J E T', '9|P R O F I L']))
      .toEqual(['Anne-Lise', 'Brunet-Quervan']);
    expect(name(['26|A N N E', '26|C L O S S E R -TAT I N', '9|A N A L Y S T IN']))
      .toEqual(['Anne', 'Closser-Tatin']);
  });

  it('reads a short word with a kerned pair of capitals as a part of the name', () => {
    expect(name(['26|B E R AT', '26|Q U I L L E N', '9|D A T E N A N A L Y S T I N'])).toEqual(['Berat', 'Quillen']);
    expect(name(['26|L I O N E L', '26|S TA N K', '9|P R O J E K T L E I T E R'])).toEqual(['Lionel', 'Stank']);
  });
});
