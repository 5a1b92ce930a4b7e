import { describe, it, expect } from 'vitest';
import { extractEmails } from '../../../src/parser/fields/email.js';

describe('extractEmails', () => {
  it.each<[string, string[]]>([
    ['Mail: Jane.Sample@Example.COM', ['jane.sample@example.com']],
    ['a@example.org | b@example.org | A@example.org', ['a@example.org', 'b@example.org']],
    ['logo@2x.png and photo@3x.jpg', []],
    ['mara [at] example [dot] org', ['mara@example.org']],
    ['kim (at) example.de', ['kim@example.de']],
    ['Write to info@example.co.uk.', ['info@example.co.uk']],
    ['teszt.elek@példa.hu', ['teszt.elek@példa.hu']],
    ['no address here @ all', []],
    ['first.last@\nexample.com', ['first.last@example.com']],
    // Each rejoining and the bracketed forms run only where what they need is there: these must still be read.
    ['first.last@ \t\n  example.com', ['first.last@example.com']],
    ['lena.probe@beispiel\n.test', ['lena.probe@beispiel.test']],
    ['lena.probe@beispiel \t\n\t.test', ['lena.probe@beispiel.test']],
    ['lena.probe@beispiel.co\n.test', ['lena.probe@beispiel.co']],
    ['ana.muster [ AT ] muster-domain [DOT] test', ['ana.muster@muster-domain.test']],
    ['ana.muster(At)muster-domain.test', ['ana.muster@muster-domain.test']],
    ['ana.muster (a) muster-domain.test and [at the top]', []],
  ])('%j → %j', (text, want) => expect(extractEmails(text)).toEqual(want));
});
