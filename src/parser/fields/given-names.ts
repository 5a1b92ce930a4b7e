// Common given names of the CV languages the parser reads (EN, DE, FR, IT, ES, PL; the
// Hungarian ones live in name-order.ts). Used only to cut a letter-spaced name that came
// out glued ("J A R E D R I C H A R D S" → "JAREDRICHARDS") where the e-mail does not say
// where the family name starts: a known given name at the front does.
import { foldDiacritics } from '../classify/text.js';
import { isHungarianGivenName } from './name-order.js';

const GIVEN_NAMES = [
  // English
  'aaron', 'adam', 'alexander', 'alice', 'amanda', 'amy', 'andrew', 'angela', 'anthony', 'ashley', 'benjamin', 'brandon',
  'brian', 'charles', 'charlotte', 'chloe', 'christopher', 'daniel', 'david', 'deborah', 'dorothy', 'edward', 'elizabeth',
  'emily', 'emma', 'eric', 'ethan', 'george', 'grace', 'hannah', 'harry', 'helen', 'jack', 'jacob', 'james', 'jane', 'jared',
  'jason', 'jennifer', 'jessica', 'john', 'jonathan', 'joseph', 'joshua', 'julia', 'justin', 'karen', 'katherine', 'kevin',
  'laura', 'lauren', 'linda', 'lisa', 'lucy', 'margaret', 'mark', 'mary', 'matthew', 'megan', 'melissa', 'michael',
  'michelle', 'nancy', 'nicholas', 'nicole', 'oliver', 'olivia', 'patrick', 'paul', 'rachel', 'rebecca', 'richard', 'robert',
  'ryan', 'samantha', 'samuel', 'sarah', 'scott', 'sophia', 'sophie', 'stephanie', 'steven', 'susan', 'thomas', 'timothy',
  'tyler', 'victoria', 'william', 'zachary',
  // German
  'andreas', 'anja', 'birgit', 'christian', 'claudia', 'dieter', 'felix', 'florian', 'frank', 'hans', 'heike', 'jan',
  'jens', 'jörg', 'jürgen', 'katrin', 'klaus', 'lukas', 'markus', 'martin', 'max', 'monika', 'petra', 'sabine', 'sebastian',
  'stefan', 'susanne', 'tobias', 'ulrike', 'uwe', 'wolfgang',
  // French
  'amélie', 'antoine', 'camille', 'claire', 'élodie', 'françois', 'isabelle', 'jean', 'julien', 'léa', 'louis', 'lucas',
  'manon', 'marie', 'mathieu', 'nathalie', 'nicolas', 'philippe', 'pierre', 'sandrine', 'sylvie', 'théo', 'valérie',
  // Italian
  'alessandro', 'andrea', 'chiara', 'davide', 'elena', 'francesca', 'francesco', 'giorgia', 'giovanni', 'giulia',
  'giuseppe', 'lorenzo', 'luca', 'marco', 'matteo', 'paola', 'roberto', 'sara', 'simone', 'valentina',
  // Spanish
  'alejandro', 'ana', 'antonio', 'carlos', 'carmen', 'diego', 'elena', 'javier', 'jorge', 'josé', 'juan', 'lucía',
  'manuel', 'maría', 'miguel', 'pablo', 'pedro', 'sergio',
  // Polish
  'agnieszka', 'aleksandra', 'anna', 'barbara', 'ewa', 'joanna', 'katarzyna', 'krzysztof', 'magdalena', 'małgorzata',
  'marcin', 'michał', 'piotr', 'tomasz', 'wojciech',
];

const known = new Set(GIVEN_NAMES.map((name) => foldDiacritics(name)));

export function isCommonGivenName(word: string): boolean {
  const folded = foldDiacritics(word).toLowerCase();
  return known.has(folded) || isHungarianGivenName(word);
}

/**
 * "JAREDRICHARDS" → "JARED RICHARDS": cut after the longest common given name at the front
 * that leaves at least two letters for the family name; unchanged when none fits.
 */
export function splitAfterGivenName(glued: string): string {
  for (let cut = glued.length - 2; cut >= 2; cut--) {
    if (isCommonGivenName(glued.slice(0, cut))) return `${glued.slice(0, cut)} ${glued.slice(cut)}`;
  }
  return glued;
}
