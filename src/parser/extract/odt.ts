// ODT → text and images (PLATFORM.md §5): content.xml in document order, headers and
// footers from the master pages in styles.xml, pictures under Pictures/.
import { UnprocessableError } from '../../domain/errors.js';
import type { ExtractedContent } from '../types.js';
import { mediaImages, openZip } from './docx.js';
import { contentFromStyledLines, type StyledTextLine } from './text-lines.js';
import { xmlToText, type XmlTextRules } from './xml-text.js';
import { assertSafeZip } from './zip-guard.js';

const ODF_RULES: XmlTextRules = {
  block: new Set(['text:p', 'text:h', 'table:table-row', 'text:list-item']),
  cell: new Set(['table:table-cell']),
  row: new Set(['table:table-row']),
  tab: new Set(['text:tab']),
  lineBreak: new Set(['text:line-break']),
  // Tracked deletions, annotations and the automatic styles/font declarations carry no CV text.
  skip: new Set(['text:tracked-changes', 'office:annotation', 'office:automatic-styles', 'office:font-face-decls', 'office:styles', 'text:sequence-decls']),
  spaces: { element: 'text:s', countAttribute: 'text:c' },
};

export async function extractOdt(bytes: Uint8Array): Promise<ExtractedContent> {
  assertSafeZip(bytes);
  const zip = await openZip(bytes);
  const content = zip.file('content.xml');
  if (!content) throw new UnprocessableError('the ODT has no content.xml');
  const body = xmlToText(stripToElement(await content.async('string'), 'office:body'), ODF_RULES);
  const styles = zip.file('styles.xml');
  const headers = styles ? xmlToText(masterPageParts(await styles.async('string'), 'style:header'), ODF_RULES) : '';
  const footers = styles ? xmlToText(masterPageParts(await styles.async('string'), 'style:footer'), ODF_RULES) : '';
  // The page margins' lines are marked (../types.ts TextLine.margin): a footer's address is the person's.
  const linesOf = (text: string, margin: boolean): StyledTextLine[] => (text.trim() === '' ? []
    : text.replace(/\r\n?/g, '\n').split('\n').map((line) => (margin ? { text: line, margin } : { text: line })));
  const lines = [...linesOf(headers, true), ...linesOf(body, false), ...linesOf(footers, true)];
  return contentFromStyledLines('odt', lines, await mediaImages(zip, /^Pictures\//), { keepTabs: true });
}

/** Only the office:body element: the rest of content.xml is style definitions. */
function stripToElement(xml: string, element: string): string {
  const start = xml.indexOf(`<${element}`);
  const end = xml.lastIndexOf(`</${element}>`);
  return start >= 0 && end > start ? xml.slice(start, end) : xml;
}

function masterPageParts(xml: string, element: string): string {
  const parts = xml.match(new RegExp(`<${element}[\\s>][\\s\\S]*?</${element}>`, 'g')) ?? [];
  return parts.join('\n');
}
