// "Freelancer" over "• Example Bank<tab>03/2020 – 01/2022" and "• Other Shop<tab>2019 – 2020": a self-employed stretch
// printed as the role alone on a line over its clients, each client a bulleted line with its own period. The role is every
// client's title, though it stands once above them; a firm over bulleted, dated firms ("Example Labs.- Custom software"
// over "• Example Bank.- Online banking<tab>2020 – 2022") is the employer of each, the bulleted firms the clients served
// there. The grouping reads a bulleted line as a detail and the lone line as a header of its own: the parent is written
// into each client's line here, before the grouping, so each client is a job of its own with the parent's part. Pure.
import { findPeriod } from './periods.js';
import { isCompany, isInstitution, isTitle } from './roles.js';
import { firmGloss } from './firm-gloss.js';
import { splitParts } from './entries.js';

const BULLET = /^\s*[-–•·*▪►✓➢∗◦‣⁃●■➤❖»♦]\s*/u;
// A client's name: a few words, no sentence. A glossed firm's description ("Example S.A.- Online shop for bakeries") and
// the town printed with it are counted apart: a long trade must not turn the firm into a sentence.
const MAX_CLIENT_WORDS = 10;
const MAX_GLOSS_WORDS = 12;
const MAX_ROLE_WORDS = 4;

type Parent = { kind: 'role' | 'employer'; text: string };
// Where the client's period stands: after the name on its line, first on the line (a left date column), or alone on
// the next line (a period printed under its header).
type Placement = 'after' | 'first' | 'below';
type Client = { head: string; name: string; period: string; placement: Placement; bullet: string; span: number };

const glossed = (text: string): boolean => firmGloss({ lines: [{ text, parts: splitParts(text) }] }) !== undefined;

/**
 * The dated client's line: its name (`head`, without the bullet), its period's text, the bullet, and whether the period
 * stands first (a date column on the left: "03/2020 – 01/2022<tab>• Example Bank"); undefined for any other line.
 */
function clientLine(line: string): Client | undefined {
  const period = findPeriod(line);
  if (!period) return undefined;
  const before = line.slice(0, period.index);
  const after = line.slice(period.index + period.length);
  const first = before.trim() === '';
  const rest = first ? after.replace(/^[\s|,·–—]+(?=[-–•·*▪►✓➢∗◦‣⁃●■➤❖»♦])/u, '') : line;
  const bullet = BULLET.exec(rest);
  if (!bullet || (!first && after.trim() !== '')) return undefined;
  const named = clientName((first ? rest : before).slice(first ? bullet[0].length : bullet.index + bullet[0].length));
  if (!named) return undefined;
  return { ...named, period: line.slice(period.index, period.index + period.length), placement: first ? 'first' : 'after', bullet: bullet[0], span: 1 };
}

/** The client's name, when a bullet opens the line and holds a short capitalised name that is no title. */
function clientName(text: string): { head: string; name: string } | undefined {
  const head = text.replace(/[\s,|·–—-]+$/u, '');
  const parts = splitParts(head);
  if (parts.length === 0 || !/^\p{Lu}|^\d/u.test(head) || tooManyWords(head, parts) || /[.!?]$/u.test(head)) return undefined;
  const name = parts[0]!;
  // A dated role under an employer ("• Senior Analyst 2019 – 2021") is the employer's own job, not a client.
  return isTitle(name) && !isCompany(name) ? undefined : { head, name };
}

const wordCount = (text: string): number => text.split(/\s+/u).filter(Boolean).length;

/** More words than a client's name holds: a glossed firm's name and its description each within their own bound. */
function tooManyWords(head: string, parts: string[]): boolean {
  const gloss = firmGloss({ lines: [{ text: head, parts }] });
  if (!gloss) return wordCount(head) > MAX_CLIENT_WORDS;
  return wordCount(gloss.part) + wordCount(gloss.place ?? '') > MAX_CLIENT_WORDS || wordCount(gloss.gloss) > MAX_GLOSS_WORDS;
}

/** The dated client at line `j`: on its own line, or a bulleted name over its period alone on the next line. */
function clientAt(lines: readonly string[], j: number): Client | undefined {
  const line = lines[j];
  if (line === undefined) return undefined;
  const own = clientLine(line);
  if (own) return own;
  const bullet = BULLET.exec(line);
  const below = lines[j + 1] ?? '';
  const period = findPeriod(below);
  if (!bullet || findPeriod(line) || !period || below.slice(0, period.index).trim() !== '') return undefined;
  if (below.slice(period.index + period.length).trim() !== '') return undefined;
  const named = clientName(line.slice(bullet[0].length));
  return named && { ...named, period: below.trim(), placement: 'below', bullet: bullet[0], span: 2 };
}

/** The line as a parent of bulleted clients: a role alone on its line, or a firm (glossed, or with a company's form). */
function parentLine(line: string): Parent | undefined {
  const text = line.trim().replace(/:$/u, '');
  if (text === '' || BULLET.test(text) || findPeriod(text)) return undefined;
  const parts = splitParts(text);
  if (parts.length === 1 && text.split(/\s+/).length <= MAX_ROLE_WORDS && isTitle(text) && !isCompany(text) && !isInstitution(text)) {
    return { kind: 'role', text };
  }
  if (glossed(text) || (parts.length === 1 && isCompany(text))) return { kind: 'employer', text };
  return undefined;
}

/** The client's line with the parent written into it: the role as a cell beside the name, or the employer's own line. */
function carried(parent: Parent, client: Client): string[] {
  const { head, period, placement } = client;
  const name = parent.kind === 'role' ? `${head}\t${parent.text}` : parent.text;
  const lines = placement === 'first' ? [`${period}\t${name}`] : placement === 'after' ? [`${name}\t${period}`] : [name, period];
  // A firm's client stays a line of the job, bulleted as printed and without the period: the work reader takes the
  // first glossed firm for the employer.
  return parent.kind === 'role' ? lines : [...lines, `${client.bullet}${head}`];
}

/** A firm's client: a firm itself (glossed, or with a company's form), never a bare name under a firm. */
const isFirmClient = (client: Client): boolean => glossed(client.head) || isCompany(client.name);

/** The section's lines with each parent of bulleted, dated clients written into its clients' lines, and its own line gone. */
export function carryParentsDown(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const parent = parentLine(lines[i]!);
    const first = parent ? clientAt(lines, i + 1) : undefined;
    if (!parent || !first || (parent.kind === 'employer' && !isFirmClient(first))) {
      out.push(lines[i]!);
      continue;
    }
    let j = i + 1;
    for (; j < lines.length; j++) {
      const line = lines[j]!;
      const client = clientAt(lines, j);
      if (client && (parent.kind === 'role' || isFirmClient(client))) {
        out.push(...carried(parent, client));
        j += client.span - 1;
        continue;
      }
      // A job of its own (a period outside a bullet) or another parent ends the clients; other lines are their details.
      if (findPeriod(line) || (parentLine(line) && clientAt(lines, j + 1))) break;
      out.push(line);
    }
    i = j - 1;
  }
  return out;
}
