// Prompts only on a TTY (DESIGN.md §4); otherwise a missing field is a usage error.
import type { CliContext } from './context.js';
import { ValidationError } from '../domain/errors.js';

/**
 * The user ended a prompt (Ctrl-C, Ctrl-D): not a failure of recruit.
 * Reported as "cancelled" with the shell's code for an interrupt, 130.
 */
export class CancelledError extends Error {
  constructor() {
    super('cancelled');
    this.name = 'CancelledError';
  }
}

/** Runs a prompt; an ended prompt (inquirer's ExitPromptError / AbortPromptError) becomes CancelledError. */
async function asking<T>(prompt: () => Promise<T>): Promise<T> {
  try {
    return await prompt();
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'ExitPromptError' || name === 'AbortPromptError') throw new CancelledError();
    throw error;
  }
}

/** Fills the missing required text fields by asking, or fails naming the flags to give. */
export async function promptForMissing(
  ctx: CliContext,
  fields: Record<string, unknown>,
  required: { field: string; flag: string; label: string }[],
): Promise<void> {
  const missing = required.filter(({ field }) => {
    const value = fields[field];
    return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  });
  if (missing.length === 0) return;
  if (!ctx.config.interactive) {
    const flags = missing.map((m) => `--${m.flag}`).join(', ');
    throw new ValidationError(`missing required ${missing.length === 1 ? 'field' : 'fields'}: ${flags}`, 
      missing.map((m) => ({ path: `/${m.field}`, message: 'is required' })), `give ${flags}`);
  }
  const { input } = await import('@inquirer/prompts');
  for (const { field, label } of missing) {
    fields[field] = await asking(() => input({ message: label, validate: (v) => (v.trim() === '' ? `${label} is required` : true) }));
  }
}

export async function confirm(ctx: CliContext, message: string): Promise<boolean> {
  if (ctx.config.yes) return true;
  if (!ctx.config.interactive) {
    throw new ValidationError(`${message} — refusing without confirmation`, [], 'add --yes to confirm');
  }
  const { confirm: ask } = await import('@inquirer/prompts');
  return asking(() => ask({ message, default: false }));
}
