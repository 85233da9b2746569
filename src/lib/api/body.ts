import { safeParse, type core } from 'zod/mini';
import { ApiError } from './api-error';

/** A body that ended before its end: the connection dropped mid-answer (a transport failure, worth a retry). */
export const CUT_OFF = Symbol('cut off');

/** Reads and validates a successful answer's JSON body; `CUT_OFF` when the body could not be read to its end. */
export async function readBody<T>(
  response: Response,
  schema: core.$ZodType<T>,
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
  const parsed = safeParse(schema, body);
  if (!parsed.success) {
    throw ApiError.invalidResponse(
      response,
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`),
    );
  }
  return parsed.data;
}
