import type { FastifyInstance } from 'fastify';
import { ClientError } from './errors';

/** The deepest nesting a JSON body may have. The control interface's bodies are flat objects. */
export const JSON_MAX_DEPTH = 32;

/** Whether a JSON text nests arrays and objects deeper than `max`, found by one scan (brackets in strings skipped). */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '[' || c === '{') {
      if (++depth > max) return true;
    } else if (c === ']' || c === '}') depth--;
  }
  return false;
}

/**
 * `application/json` bodies: fastify's own parser (prototype-poisoning checks included) behind a nesting limit, so a
 * deeply nested body is a 400 problem here rather than a stack overflow in whatever walks it later.
 */
export function registerJsonBody(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (nestsDeeperThan(text, JSON_MAX_DEPTH))
      return done(new ClientError(400, `The JSON body nests deeper than ${JSON_MAX_DEPTH} levels.`), undefined);
    parse(request, text, done);
  });
}
