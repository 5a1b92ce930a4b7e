import { describe, expect, it } from 'vitest';
import { decodeEntities, extractHtml, htmlToText } from '../../../src/parser/extract/html.js';

const lines = async (html: string): Promise<string[]> =>
  (await extractHtml(new TextEncoder().encode(html))).lines.map((l) => l.cells?.join(' | ') ?? l.text);

describe('htmlToText: the page as a browser lays it out', () => {
  it('a newline or indentation in the source inside inline text is one space, not a line break', async () => {
    const html = `<div class="address">
        <span class="postalCode">40210</span>
        <span class="city">Kellbach</span>
      </div>
      <h3>Warehouse Planner
        <span>at Ostrava Fenwick GmbH</span></h3>`;
    expect(await lines(html)).toEqual(['40210 Kellbach', 'Warehouse Planner at Ostrava Fenwick GmbH']);
  });

  it('only block elements and <br> start a line', async () => {
    expect(await lines('<p>Mira <b>Tollenwerth</b><br>Analyst</p><ul><li>one</li><li>two</li></ul>')).toEqual(
      ['Mira Tollenwerth', 'Analyst', 'one', 'two']);
  });

  it('an icon between contact items parts them as a cell border', async () => {
    const html = '<p><i class="fa fa-envelope"></i> mira@example.org <i class="fa fa-phone"></i> +49 30 5550123'
      + '<svg viewBox="0 0 1 1"><path d="M0"/></svg>Kellbach<img src="pin.png">Ostweg 3</p>';
    expect(await lines(html)).toEqual(['mira@example.org | +49 30 5550123 | Kellbach | Ostweg 3']);
  });

  it('two elements that touch are apart when their words would run into one, and read on before punctuation', () => {
    expect(htmlToText('<span class="name">Mira Tollenwerth</span><span class="label">Analyst</span>')).toBe('Mira Tollenwerth\tAnalyst');
    expect(htmlToText('<span>Analyst</span><span>, Fenwick Ltd</span>')).toBe('Analyst, Fenwick Ltd');
    expect(htmlToText('<p>Kell<b>bach</b> city</p>').trim()).toBe('Kellbach city');
  });

  it('a date set apart by its element (a <time>, a "date" class) is a cell of its line, not words of the header', () => {
    const html = `<div class="blockHeader"><span class="title">Fenwick Ltd</span> | <span class="position">Analyst</span>
      <span class='date'>
        Apr 2022
      </span></div><p>Mira <time datetime="2019-06">Jun 2019</time></p><p>Kell<span class="update-dates-x">bach</span></p>`;
    expect(htmlToText(html).split('\n').map((l) => l.trim()).filter(Boolean)).toEqual(
      ['Fenwick Ltd | Analyst\tApr 2022', 'Mira\tJun 2019', 'Kellbach']);
  });

  it('an inline element whose class names a header part (position, company, institution …) is a cell of its line', async () => {
    const html = `<div class="item"><span class="position">
        Transport Planner
      </span>
      <span class="name">Brackenford Freight Ltd</span></div>
      <p><span class="studyType">MSc</span> <span class="institution">Eastmoor University</span></p>
      <p><span class="postalCode">40210</span> <span class="city">Kellbach</span></p>`;
    expect(await lines(html)).toEqual(['Transport Planner | Brackenford Freight Ltd', 'MSc | Eastmoor University', '40210 Kellbach']);
  });

  it('text the page hides (the hidden attribute, an inline display: none) is no text of the CV', () => {
    expect(htmlToText('<p>0770<span hidden>4242</span>0 900123</p>')).toBe('\n07700 900123\n');
    expect(htmlToText('<p>mi<span style="display: none">x<span>y</span>z</span>ra@example.org</p><div hidden><p>gone</p></div><p>kept</p>'))
      .toBe('\nmira@example.org\n\nkept\n');
    // An icon marked for screen readers, a class named "hidden" (the page's CSS decides) and a hidden input stay as before.
    expect(htmlToText('<p><span aria-hidden="true">A</span> <span class="visually hidden">B</span> C</p>')).toBe('\nA B C\n');
  });

  it('<pre> keeps its whitespace', () => {
    expect(htmlToText('<pre>Name:  Mira\n  Town: Kellbach</pre>')).toBe('\nName:  Mira\n  Town: Kellbach\n');
  });

  it('a declaration and comments leave nothing; a "<" that opens no tag is text; a tag left open hides the rest', () => {
    expect(htmlToText('<!DOCTYPE html>Jul<!---->&nbsp;2025 <!--[-->a < b<span class="x')).toBe('Jul 2025 a < b');
  });

  it('an icon at a line\'s edge leaves no border', async () => {
    expect(await lines('<li><i class="icon-mail"></i> mira@example.org</li><li><svg></svg>Kellbach</li>')).toEqual(['mira@example.org', 'Kellbach']);
  });

  it('scans a long run of unclosed "<a" in linear time', () => {
    const started = performance.now();
    htmlToText('<a '.repeat(50_000));
    htmlToText('< '.repeat(50_000));
    htmlToText(`<pre>${' '.repeat(100_000)}</pre>`);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('decodeEntities', () => {
  it('decodes the named signs pages print between dates and words', () => {
    expect(decodeEntities('2019-04-01 &rarr; 2021-06-01')).toBe('2019-04-01 → 2021-06-01');
    expect(decodeEntities('Planner&ensp;&middot;&thinsp;Kellbach &minus; 5&deg;')).toBe('Planner · Kellbach − 5°');
    expect(decodeEntities('&AElig;rnsk&oslash;ld &Oslash;stby &eacute;t&eacute; &szlig;')).toBe('Ærnskøld Østby été ß');
  });

  it('leaves unknown names and the object prototype\'s names as written', () => {
    expect(decodeEntities('&constructor; &tostring; &notaname;')).toBe('&constructor; &tostring; &notaname;');
  });

  it('a period with an arrow entity between its dates is read as the job\'s period', async () => {
    const html = '<h3>Brackenford Freight Ltd</h3><p>Transport Planner</p><p><span>2019-04-01</span> &rarr; <span>2021-06-01</span></p>';
    expect(await lines(html)).toEqual(['Brackenford Freight Ltd', 'Transport Planner', '2019-04-01 → 2021-06-01']);
  });
});
