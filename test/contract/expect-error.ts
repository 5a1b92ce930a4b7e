import { expect } from 'vitest';
import type { RecruitError } from '../../src/domain/errors.js';

/** Awaits a rejection of the given class and returns the error for further checks. */
export async function expectError<E extends RecruitError>(
  promise: Promise<unknown>,
  type: abstract new (...args: never[]) => E,
): Promise<E> {
  let caught: unknown;
  try {
    await promise;
  } catch (error) {
    caught = error;
  }
  expect(caught, `expected ${type.name}`).toBeInstanceOf(type);
  return caught as E;
}

/** Field paths of a ValidationError's issues. */
export function issuePaths(error: { details: unknown }): string[] {
  return ((error.details as { path: string }[] | undefined) ?? []).map((issue) => issue.path);
}
