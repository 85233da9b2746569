import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { CORRELATION_HEADER, PROBLEM_CONTENT_TYPE, type Problem } from '../../contract';
import { correlationIdOf } from './correlation';
import { ClientError, Internal, ProblemError } from './errors';

/** The longest path parameter the router accepts (a longer one is 414). */
export const MAX_PARAM_LENGTH = 1000;

/** One renderer for every error: problem details with instance and correlation id; never internals. */
export function renderError(err: FastifyError, request: FastifyRequest, reply: FastifyReply): Problem {
  const error =
    err instanceof ProblemError
      ? err
      : err.statusCode && err.statusCode >= 400 && err.statusCode < 500
        ? new ClientError(err.statusCode, err.message)
        : new Internal();
  if (error instanceof Internal) request.log.error({ err, correlationId: request.correlationId }, 'unhandled error');
  const instance = request.url.split('?')[0]!;
  reply.code(error.status).headers(error.headers()).type(PROBLEM_CONTENT_TYPE);
  return error.problem(instance, request.correlationId || correlationIdOf(request));
}

/** Fastify's own words echo the whole URL back; ours say what is wrong. */
const FRAMEWORK_DETAILS: Record<string, string> = {
  FST_ERR_BAD_URL: 'The request path is not a valid URL path (a malformed percent-encoding).',
  FST_ERR_MAX_PARAM_LENGTH: `A path parameter is longer than ${MAX_PARAM_LENGTH} characters.`,
};

/**
 * What fastify refuses before routing (a malformed URL, a path parameter over the limit), rendered like every other
 * error. No hook has run for these, so the correlation id and the dashboard's CORS headers are set here.
 */
export function frameworkErrorHandler(cors: { origin: string; exposedHeaders: string[] }) {
  return (err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    request.correlationId = correlationIdOf(request);
    reply.header(CORRELATION_HEADER, request.correlationId);
    if (request.headers.origin === cors.origin)
      reply.headers({
        'access-control-allow-origin': cors.origin,
        'access-control-expose-headers': cors.exposedHeaders.join(', '),
        vary: 'Origin',
      });
    const detail = FRAMEWORK_DETAILS[err.code];
    const error = detail && err.statusCode ? new ClientError(err.statusCode, detail) : err;
    void reply.send(renderError(error as FastifyError, request, reply));
  };
}
