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
  ])('%j → %j', (text, want) => expect(extractEmails(text)).toEqual(want));
});
