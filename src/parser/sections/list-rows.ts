// "Skills<tab>Stock control, SAP, Excel", "Languages<tab>English (native), German (B2)": a table row whose first cell is a
// skills or languages heading and whose other cell lists that section's items, as a CV set in a two-column table (each
// heading in a narrow left cell, its content right of it) prints them. A plain heading cell beside a line of text is as
// often a sidebar's heading read onto the row of a line of the main column ("Skills<tab>Warehouse Manager, Example
// GmbH, Elmstadt"): the list must read as that section's and nothing else's. Pure.
import { findPeriod } from './periods.js';
import { isLanguageName } from './languages.js';
import { isCompany, isPlace, isTitle } from './roles.js';

/** At most this many words an item of a skills list has ("Forklift Licence", "Microsoft Office 365"). */
const MAX_ITEM_WORDS = 3;

const itemsOf = (rest: string): string[] => rest.split(/\s*[,;•·|]\s*|\t/u).map((item) => item.trim()).filter(Boolean);

/**
 * The row's cells after the heading list the items of a skills or languages section: two or more, no period or sentence
 * among them. Each language item opens on a language's name ("English (native)", "Deutsch – C1"); each skill is a few
 * words that name no job title, firm or place (the pieces of a job's header line).
 */
export function listsSectionItems(kind: 'skills' | 'languages', rest: string): boolean {
  const items = itemsOf(rest);
  if (items.length < 2 || findPeriod(rest) !== undefined || /[.:!?]$/u.test(rest.trim())) return false;
  if (kind === 'languages') return items.every((item) => isLanguageName(item.split(/[\s(–-]+/u)[0] ?? ''));
  return items.every((item) => item.split(/\s+/u).length <= MAX_ITEM_WORDS && !isTitle(item) && !isCompany(item) && !isPlace(item));
}

// A list's bullet or sign opening an item.
const BULLET = /^[-–•·*▪►✓➢∗◦‣⁃●■➤❖»♦]\s*/u;

/**
 * "Skills:<tab>• Negotiation" over "• Excel": the row's cell after the heading is the first item of a bulleted list that
 * goes on, with the same bullet, on the line under it; both items read as the section's (listsSectionItems).
 */
export function opensBulletedList(kind: 'skills' | 'languages', rest: string, next: string | undefined): boolean {
  const own = BULLET.exec(rest.trim());
  const below = next === undefined ? null : BULLET.exec(next.trim());
  if (!own || !below || own[0].trim() !== below[0].trim() || rest.includes('\t') || next!.includes('\t')) return false;
  return listsSectionItems(kind, `${rest.trim().slice(own[0].length)}, ${next!.trim().slice(below[0].length)}`);
}
