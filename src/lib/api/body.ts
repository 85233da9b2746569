import type { core, ZodMiniType } from 'zod/mini';
import { ApiError } from './api-error';

/**
 * The schema of an answer, or a function that loads it: fetchers on the first route pass a loader (a dynamic
 * import of their contract module), so zod loads with the first answer instead of with the first route.
 */
export type BodySchema<T> = core.$ZodType<T> | (() => Promise<core.$ZodType<T>>);

/** A body that ended before its end: the connection dropped mid-answer (a transport failure, worth a retry). */
export const CUT_OFF = Symbol('cut off');

/** Reads and validates a successful answer's JSON body; `CUT_OFF` when the body could not be read to its end. */
export async function readBody<T>(
  response: Response,
  schema: BodySchema<T>,
  signal?: AbortSignal,
): Promise<T | typeof CUT_OFF> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if (signal?.aborted) throw error;
    return CUT_OFF;
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw ApiError.invalidResponse(response, ['the body is not JSON']);
  }
  // zod/mini's schemas parse themselves: calling their method needs no import of zod here.
  const resolved = (typeof schema === 'function' ? await schema() : schema) as ZodMiniType<T>;
  const parsed = resolved.safeParse(body);
  if (!parsed.success) {
    throw ApiError.invalidResponse(
      response,
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`),
    );
  }
  return parsed.data;
}
