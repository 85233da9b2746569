import { z } from 'zod';
import type { Violation } from '../../../contract';

const at = (value: unknown, path: PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (v, key) => (v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[key] : undefined),
    value,
  );

// The contract's schemas are zod/mini, which ships no messages: the server reports zod's English ones.
z.config(z.locales.en());

/** zod issues as SPEC §7 violations. */
export function violationsOf(error: z.core.$ZodError, input: unknown): Violation[] {
  return error.issues.map((issue) => {
    const value = at(input, issue.path);
    return {
      field: issue.path.map(String).join('.') || 'body',
      rejectedValue: value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value).slice(0, 200),
      message: issue.message,
    };
  });
}
