// recruit person duplicates | merge: likely duplicate pairs with their
// reasons, and merging one person into another. Local and --remote alike
// (GET /person/duplicates, POST /person/merge).
import type { Command } from 'commander';
import { action, examples } from '../action.js';
import { parseId, parseInteger } from '../parse-values.js';
import { confirm } from '../prompts.js';
import { done, type CommandResult } from '../result.js';
import type { CliContext } from '../context.js';
import { ValidationError } from '../../domain/errors.js';
import type { DuplicatePair, DuplicatePerson, MergeReceipt } from '../../domain/duplicates.js';

const who = (p: DuplicatePerson) => `${p.id} ${p.first} ${p.last}${p.email ? ` <${p.email}>` : ''}${p.city ? `, ${p.city}` : ''}`;

function rangeOption(text: string | undefined, flag: string, min: number, max: number): number | undefined {
  if (text === undefined) return undefined;
  const value = parseInteger(text, flag);
  if (value < min || value > max) throw new ValidationError(`${flag} must be between ${min} and ${max}, not ${value}`);
  return value;
}

/** "2 applications, 1 documents": the non-zero counts of a receipt member. */
const nonZero = (counts: Record<string, number>) =>
  Object.entries(counts).filter(([, n]) => n > 0).map(([kind, n]) => `${n} ${kind}`).join(', ') || 'nothing';

function mergeText(receipt: MergeReceipt): string {
  const verb = receipt.dry_run ? 'would merge' : 'merged';
  const lines = [
    `${verb} person ${receipt.drop} into ${receipt.keep}${receipt.dry_run ? ' (dry run: nothing changed)' : ''}`,
    `  moved:     ${nonZero(receipt.moved)}`,
    `  discarded: ${nonZero(receipt.discarded)} (KEEP had the same)`,
    `  filled:    ${receipt.filled.join(', ') || 'no fields'}`,
  ];
  return lines.join('\n');
}

/** The flags as given; the run checks their ranges. */
export interface PersonDuplicatesOptions {
  minScore?: string | undefined;
  limit?: string | undefined;
}

export interface PersonMergeOptions {
  keep: number;
  drop: number;
  /** Show what would move and fill; change nothing. */
  dryRun?: boolean | undefined;
}

export async function runPersonDuplicates(options: PersonDuplicatesOptions, ctx: CliContext): Promise<CommandResult> {
  const minScore = rangeOption(options.minScore, '--min-score', 0, 100);
  const limit = rangeOption(options.limit, '--limit', 1, 1000);
  const pairs = await (await ctx.service()).findDuplicates({
    ...(minScore === undefined ? {} : { min_score: minScore }),
    ...(limit === undefined ? {} : { limit }),
  });
  if (ctx.out.format !== 'table') return done('', pairs);
  if (pairs.length === 0) return done('no likely duplicates', pairs);
  const { toTable } = await import('../table-output.js');
  const rows = pairs.map((pair: DuplicatePair) => ({
    score: pair.score,
    first: who(pair.people[0]!),
    second: who(pair.people[1]!),
    reasons: pair.reasons.join(', '),
  }));
  return done(toTable(rows, { columns: undefined, vertical: false, color: ctx.config.color, maxCell: 60 }), pairs);
}

export async function runPersonMerge(options: PersonMergeOptions, ctx: CliContext): Promise<CommandResult> {
  const { keep, drop } = options;
  if (keep === drop) throw new ValidationError('KEEP and DROP must be two different people');
  const dryRun = options.dryRun ?? false;
  if (!dryRun && !(await confirm(ctx, `merge person ${drop} into ${keep} and delete ${drop}?`))) {
    return done('nothing merged', { success: false });
  }
  const receipt = await (await ctx.service()).mergePeople({ keep, drop, ...(dryRun ? { dry_run: true } : {}) });
  return done(mergeText(receipt), receipt);
}

export function registerPersonDuplicatesCommands(person: Command): void {
  person
    .command('duplicates')
    .description('likely duplicate people, scored 0–100 with their reasons, best first (each person shown is audited)')
    .option('--min-score <n>', 'leave out pairs scored below this (0–100)')
    .option('--limit <n>', 'at most this many pairs (1–1000, default 100)')
    .addHelpText('after', `
Reasons: same_email (email/email2), same_phone (E.164), same_name_birth_date,
similar_name_same_city (names compared without case or accents, either order). Scores
combine the reasons' weights (70, 50, 60, 35; a similar rather than equal name 25) as
independent evidence. An e-mail or phone shared by more than 6 people (a shared mailbox,
an office line), or a name shared by more than 8 in one city, counts for nothing.
${examples('recruit person duplicates --min-score 60', 'recruit person duplicates --json | jq -r \'.[] | "\\(.people[0].id) \\(.people[1].id)"\'')}`)
    .action(action(async (ctx, flags: PersonDuplicatesOptions) =>
      runPersonDuplicates({ minScore: flags.minScore, limit: flags.limit }, ctx)));

  person
    .command('merge <keepId> <dropId>')
    .description("merge DROP into KEEP: applications, documents, photo (if KEEP has none) move, KEEP's empty fields are filled, DROP is deleted")
    .option('--dry-run', 'show what would move and fill; change nothing')
    .addHelpText('after', `
Applications of both are kept, with their histories. Where both applied to the same job, the
application further along survives (hired > offer > interview > screening > applied >
withdrawn > rejected; KEEP's on a tie), takes the other's history and the earlier date.
${examples('recruit person merge 12 31 --dry-run', 'recruit person merge 12 31 --yes')}`)
    .action(action(async (ctx, flags: { dryRun?: boolean }, keepId: string, dropId: string) =>
      runPersonMerge({ keep: parseId(keepId, 'KEEP id'), drop: parseId(dropId, 'DROP id'), dryRun: flags.dryRun }, ctx)));
}
