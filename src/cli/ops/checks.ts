// Named checks with a time limit each, for `recruit doctor` and `recruit smoke`: one that
// hangs is reported by name as having hung, and the run goes on with the next; one that
// throws is a failure with the error's words (and its hint as the fix), never a stack trace.
import { isRecruitError } from '../../domain/errors.js';

export type CheckStatus = 'pass' | 'fail' | 'skip';

/** What a check found. */
export interface CheckFinding {
  status: CheckStatus;
  detail: string;
  /** What to do about a failure. */
  fix?: string | undefined;
}

export interface Check {
  name: string;
  /** Default: the run's. */
  timeoutMs?: number;
  /** The signal ends the check's own work (a fetch, a query) once its time is up. */
  run(signal: AbortSignal): Promise<CheckFinding>;
}

export interface CheckOutcome extends CheckFinding {
  name: string;
  ms: number;
}

export const pass = (detail: string): CheckFinding => ({ status: 'pass', detail });
export const fail = (detail: string, fix?: string): CheckFinding => ({ status: 'fail', detail, fix });
export const skip = (detail: string): CheckFinding => ({ status: 'skip', detail });

class CheckTimeout extends Error {}

/** Thrown by a check that cannot run because an earlier one failed: reported as skipped, with why. */
export class CheckSkipped extends Error {}

export async function runCheck(check: Check, defaultTimeoutMs: number, now: () => number = Date.now): Promise<CheckOutcome> {
  const timeoutMs = check.timeoutMs ?? defaultTimeoutMs;
  const controller = new AbortController();
  const started = now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort(new CheckTimeout());
      reject(new CheckTimeout());
    }, timeoutMs);
  });
  let finding: CheckFinding;
  try {
    finding = await Promise.race([check.run(controller.signal), timeout]);
  } catch (error) {
    finding = error instanceof CheckSkipped ? skip(error.message)
      : error instanceof CheckTimeout || controller.signal.aborted
      ? fail(`hung: no result within ${timeoutMs} ms`, 'see what the check waits for (server, database, disk) and rerun')
      : fail(messageOf(error), isRecruitError(error) ? error.hint : undefined);
  } finally {
    clearTimeout(timer);
  }
  return { name: check.name, ...finding, ms: Math.round(now() - started) };
}

/** The checks one after the other (a later one may need what an earlier one found). */
export async function runChecks(checks: readonly Check[], defaultTimeoutMs: number): Promise<CheckOutcome[]> {
  const outcomes: CheckOutcome[] = [];
  for (const check of checks) outcomes.push(await runCheck(check, defaultTimeoutMs));
  return outcomes;
}

export function messageOf(error: unknown): string {
  const cause = (error as { cause?: { code?: string } }).cause;
  const message = error instanceof Error ? error.message : String(error);
  // fetch says only "fetch failed"; the reason (ECONNREFUSED, ENOTFOUND) is in its cause.
  return message === 'fetch failed' && cause?.code ? `cannot connect: ${cause.code}` : message.replace(/\s*\n\s*/g, ' ');
}

const MARK: Record<CheckStatus, string> = { pass: '✓', fail: '✗', skip: '-' };

/** The report for people: a line per check, its fix under a failure. */
export function renderChecks(outcomes: readonly CheckOutcome[]): string {
  const lines: string[] = [];
  for (const outcome of outcomes) {
    const [first, ...rest] = outcome.detail.split('\n');
    lines.push(`${MARK[outcome.status]} ${outcome.name}: ${first}${outcome.status === 'skip' ? ' (skipped)' : ''}`);
    for (const line of rest) lines.push(`    ${line}`);
    if (outcome.status === 'fail' && outcome.fix) lines.push(`    fix: ${outcome.fix}`);
  }
  return lines.join('\n');
}

export function summaryOf(outcomes: readonly CheckOutcome[]): { passed: number; failed: number; skipped: number; line: string } {
  const count = (status: CheckStatus) => outcomes.filter((o) => o.status === status).length;
  const [passed, failed, skipped] = [count('pass'), count('fail'), count('skip')];
  const ms = outcomes.reduce((sum, o) => sum + o.ms, 0);
  return { passed, failed, skipped, line: `${outcomes.length} checks: ${passed} passed, ${failed} failed, ${skipped} skipped (${ms} ms)` };
}
