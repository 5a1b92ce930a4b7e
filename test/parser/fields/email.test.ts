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
    // The next column's line glued after the top-level domain, a hyphen in its first word; a camel-cased domain stays.
    ['r.veldkamp@example.nlData-analist, Zeestad Handel', ['r.veldkamp@example.nl']],
    ['Contact r.veldkamp@example.nlSales-desk', ['r.veldkamp@example.nl']],
    ['r.veldkamp@mail.myCompany.nl', ['r.veldkamp@mail.mycompany.nl']],
    // Each rejoining and the bracketed forms run only where what they need is there: these must still be read.
    ['first.last@ \t\n  example.com', ['first.last@example.com']],
    ['lena.probe@beispiel\n.test', ['lena.probe@beispiel.test']],
    ['lena.probe@beispiel \t\n\t.test', ['lena.probe@beispiel.test']],
    ['lena.probe@beispiel.co\n.test', ['lena.probe@beispiel.co']],
    // A narrow sidebar wraps inside the domain's first word, or before the "@".
    ['Contact\nteodor.vranck@exa\nmple.co.test\n0612 345 678', ['teodor.vranck@example.co.test']],
    ['TEODOR.VRANCK@BEISPI \nEL-MAIL.TEST', ['teodor.vranck@beispiel-mail.test']],
    ['teodor.vranck\n@example.test', ['teodor.vranck@example.test']],
    ['Phone 0612 345 678\n  teodor.vranck\n  @example.test\nUtrecht', ['teodor.vranck@example.test']],
    // Not an address's rest: a word without a top-level domain, or a line of several words above the "@".
    ['ask teodor@home\nMadrid, Spain', []],
    ['Mail me at teodor.vranck@exa\nmple.test. Thanks', ['teodor.vranck@example.test']],
    ['teodor.vranck@example.t\nest\n+31 6 1234 5678', ['teodor.vranck@example.test']],
    ['TEODOR.VRANCK@EXAMPLE.CO.T\nEST', ['teodor.vranck@example.co.test']],
    // Or after the first letter of a domain's middle part: the next line holds its rest and the top-level domain.
    ['teodor.vranck@example.c\no.test\nSKILLS', ['teodor.vranck@example.co.test']],
    ['teodor.vranck@mail.e\nxample-co.test', ['teodor.vranck@mail.example-co.test']],
    ['TEODOR.VRANCK@EXAMPLE.\nTEST\n+31 6 1234 5678', ['teodor.vranck@example.test']],
    // Or inside a short top-level domain, its last letters alone on the next line (a narrow table cell's wrap).
    ['E-mail\nariana.leitequeiroz@example.co\nm\nCOMPETÊNCIAS', ['ariana.leitequeiroz@example.com']],
    ['bartholomew.quennell@example.ne\nt', ['bartholomew.quennell@example.net']],
    ['MAŁGORZATA.WIERZBICKA@PRZYKLAD.OR\nG\nUMIEJĘTNOŚCI', ['małgorzata.wierzbicka@przyklad.org']],
    ['l.sauvignac@exemple.in\nfo\nCompétences', ['l.sauvignac@exemple.info']],
    // Not a domain's tail: a word of a line of its own, a line in another case, or a domain that would grow past four letters.
    ['teodor@example.de\nIT\nSKILLS', ['teodor@example.de']],
    ['teodor@example.com\nde\nSKILLS', ['teodor@example.com']],
    ['teodor@example.nl\nen Utrecht', ['teodor@example.nl']],
    ['teodor@example.co\nmobile 0612 345 678', ['teodor@example.co']],
    ['teodor.vranck@example.\nco.test\n(614) 555-0106', ['teodor.vranck@example.co.test']],
    ['Mail me at teodor@example.\nThanks for reading', []],
    // A label glued after the address by the page's runs.
    ['Email\tteodor.vranck@example.testPhone\t+31 6 1234 5678', ['teodor.vranck@example.test']],
    ['Write to\n@example.test', []],
    ['ana.muster [ AT ] muster-domain [DOT] test', ['ana.muster@muster-domain.test']],
    ['ana.muster(At)muster-domain.test', ['ana.muster@muster-domain.test']],
    ['ana.muster (a) muster-domain.test and [at the top]', []],
  ])('%j → %j', (text, want) => expect(extractEmails(text)).toEqual(want));
});
