import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ClientError } from './errors';

type ContentTypeParser = (
  request: FastifyRequest,
  body: string | Buffer,
  done: (err: Error | null, body?: unknown) => void,
) => void;

/** The deepest nesting a JSON body may have. The control interface's bodies are flat objects. */
const JSON_MAX_DEPTH = 32;

/** Whether a JSON text nests arrays and objects deeper than `max`, found by one scan (brackets in strings skipped). */
function nestsDeeperThan(text: string, max: number): boolean {
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

/** fastify's own JSON parser (prototype-poisoning checks included) behind a nesting limit of `max` levels. */
export function guardedJsonParser(app: FastifyInstance, max = JSON_MAX_DEPTH): ContentTypeParser {
  const parse = app.getDefaultJsonParser('error', 'error');
  return (request, body, done) => {
    const text = String(body);
    if (nestsDeeperThan(text, max))
      return done(new ClientError(400, `The JSON body nests deeper than ${max} levels.`), undefined);
    parse(request, text, done);
  };
}

/**
 * `application/json` bodies through the guarded parser, so a deeply nested body is a 400 problem here rather than a
 * stack overflow in whatever walks it later.
 */
export function registerJsonBody(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, guardedJsonParser(app));
}
