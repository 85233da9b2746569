import { toJSONSchema, type core } from 'zod/mini';
import { AlertPage } from './alerts';
import { Categories, Health } from './catalog';
import {
  ClockCommand,
  ClockState,
  ScenarioBody,
  ScenarioCatalog,
  StreamDisconnectCommand,
  StreamDisconnected,
} from './control';
import { CspReportList, CspReportUriBody, ReportingApiBody } from './csp-reports';
import { DATA_ENDPOINTS, DATA_SCOPE } from './endpoints';
import { EvBody } from './ev';
import { JourneyPage } from './journeys';
import { PROBLEM_CONTENT_TYPE, Problem } from './problem';
import { cspReportPaths } from './openapi-csp';
import { supportPaths } from './openapi-support';
import { openApiParameters } from './query/openapi';
import { SignalsBody } from './signal';
import { SupportGrantBody } from './support';
import { TokenResponse } from './token';
import { Vehicle } from './vehicle';
import { VIN_LENGTH } from './vin';

type Json = Record<string, unknown>;
export type OpenApiDocument = Json & {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
  components: Json;
};

const schema = (s: core.$ZodType): Json => {
  const { $schema: _drop, ...rest } = toJSONSchema(s, { target: 'draft-2020-12', unrepresentable: 'any' }) as Json;
  return rest;
};
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (name: string) => ({ 'application/json': { schema: ref(name) } });
const ok = (description: string, name: string) => ({ description, headers: commonHeaders, content: json(name) });
const problem = (name: string) => ({ $ref: `#/components/responses/${name}` });
const header = (name: string) => ({ $ref: `#/components/headers/${name}` });

const commonHeaders = {
  'X-Correlation-ID': header('CorrelationId'),
  'X-RateLimit-Limit': header('RateLimitLimit'),
  'X-RateLimit-Remaining': header('RateLimitRemaining'),
  'X-RateLimit-Reset': header('RateLimitReset'),
};

const BODY_SCHEMA: Record<string, string> = {
  vehicle: 'Vehicle',
  status: 'SignalsBody',
  location: 'SignalsBody',
  'hv-battery': 'SignalsBody',
  ev: 'EvBody',
  alerts: 'AlertPage',
  journeys: 'JourneyPage',
};

const operationId = (path: string) =>
  'get' +
  path
    .replace('/v1/vehicles/{vin}', 'Vehicle')
    .split(/[/-]/)
    .filter(Boolean)
    .map((p) => p[0]!.toUpperCase() + p.slice(1))
    .join('');

function dataPaths() {
  const out: Record<string, Record<string, Json>> = {};
  for (const e of DATA_ENDPOINTS) {
    out[e.path] = {
      get: {
        operationId: operationId(e.path),
        tags: ['vehicle data'],
        summary: e.summary,
        description: `Consent category \`${e.category}\`. Needs scope \`${DATA_SCOPE}\`, a DPoP-bound access token and a fresh DPoP proof with \`ath\`.`,
        security: [{ DPoP: [DATA_SCOPE] }],
        parameters: [
          { $ref: '#/components/parameters/Vin' },
          { $ref: '#/components/parameters/DPoPProof' },
          ...openApiParameters(e.query),
        ],
        responses: {
          200: ok(e.summary, BODY_SCHEMA[e.category]!),
          400: problem('ValidationFailed'),
          401: problem('Unauthorized'),
          403: problem('Forbidden'),
          404: problem('NotFound'),
          429: problem('RateLimited'),
          500: problem('Internal'),
        },
      },
    };
  }
  return out;
}

const publicOp = (operationId: string, summary: string, body: string) => ({
  get: {
    operationId,
    tags: ['public'],
    summary,
    security: [],
    responses: { 200: ok(summary, body), 429: problem('RateLimited'), 500: problem('Internal') },
  },
});

const controlPaths = {
  '/control/scenarios': {
    get: {
      operationId: 'listScenarios',
      tags: ['sandbox control'],
      summary: 'Scenario kinds and simulated VINs',
      security: [],
      responses: { 200: ok('The catalog', 'ScenarioCatalog') },
    },
    post: {
      operationId: 'applyScenario',
      tags: ['sandbox control'],
      summary: 'Apply a simulator scenario (sandbox only, SANDBOX_CONTROL=1)',
      security: [],
      requestBody: { required: true, content: json('ScenarioBody') },
      responses: {
        200: {
          description: 'Applied',
          headers: commonHeaders,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { applied: ref('ScenarioBody'), at: { type: 'string' } },
                required: ['applied', 'at'],
              },
            },
          },
        },
        400: problem('ValidationFailed'),
        422: problem('ScenarioRejected'),
      },
    },
  },
  '/control/clock': {
    get: {
      operationId: 'getClock',
      tags: ['sandbox control'],
      summary: 'The sandbox clock',
      security: [],
      responses: { 200: ok('The clock', 'ClockState') },
    },
    post: {
      operationId: 'moveClock',
      tags: ['sandbox control'],
      summary: 'Advance or set the sandbox clock',
      security: [],
      requestBody: { required: true, content: json('ClockCommand') },
      responses: {
        200: ok('The clock after the move', 'ClockState'),
        400: problem('ValidationFailed'),
        409: problem('Conflict'),
      },
    },
  },
};

const streamControlPaths = {
  '/control/stream/disconnect': {
    post: {
      operationId: 'disconnectStream',
      tags: ['sandbox control'],
      summary: 'Close MQTT connections: all, one subject’s, or those subscribed to one car (fault injection)',
      security: [],
      requestBody: { required: false, content: json('StreamDisconnectCommand') },
      responses: {
        200: ok('How many connections were closed', 'StreamDisconnected'),
        400: problem('ValidationFailed'),
        409: problem('Conflict'),
      },
    },
  },
};

function authPaths(authUrl: string) {
  const servers = [{ url: authUrl, description: 'Authorization server ({auth_url})' }];
  const oauthError = {
    description: 'RFC 6749 §5.2 error',
    content: {
      'application/json': {
        schema: {
          type: 'object',
          properties: { error: { type: 'string' }, error_description: { type: 'string' } },
          required: ['error'],
        },
      },
    },
  };
  return {
    '/auth': {
      servers,
      get: {
        operationId: 'authorize',
        tags: ['authorization'],
        summary: 'Authorization Code with PKCE (SPEC §5.1)',
        security: [],
        parameters: [
          ...['response_type', 'client_id', 'redirect_uri', 'scope', 'state', 'code_challenge'].map((name) => ({
            name,
            in: 'query',
            required: true,
            schema: { type: 'string' },
          })),
          { name: 'code_challenge_method', in: 'query', required: true, schema: { type: 'string', enum: ['S256'] } },
        ],
        responses: {
          303: { description: 'Redirect to sign-in and consent, then to redirect_uri with code, state and iss' },
          400: oauthError,
        },
      },
    },
    '/auth/token': {
      servers,
      post: {
        operationId: 'token',
        tags: ['authorization'],
        summary: 'Token endpoint (SPEC §5.2); every request carries a DPoP proof',
        security: [],
        parameters: [{ $ref: '#/components/parameters/DPoPProof' }],
        requestBody: {
          required: true,
          content: {
            'application/x-www-form-urlencoded': {
              schema: {
                type: 'object',
                required: ['grant_type'],
                properties: Object.fromEntries(
                  [
                    'grant_type',
                    'client_id',
                    'client_secret',
                    'code',
                    'redirect_uri',
                    'code_verifier',
                    'refresh_token',
                    'scope',
                  ].map((k) => [k, { type: 'string' }]),
                ),
              },
            },
          },
        },
        responses: {
          200: {
            description: 'Tokens (token_type DPoP)',
            headers: { 'DPoP-Nonce': header('DPoPNonce') },
            content: json('TokenResponse'),
          },
          400: { ...oauthError, headers: { 'DPoP-Nonce': header('DPoPNonce') } },
          401: oauthError,
        },
      },
    },
    '/auth/jwks': {
      servers,
      get: {
        operationId: 'jwks',
        tags: ['authorization'],
        summary: 'Public keys that sign access tokens',
        security: [],
        responses: {
          200: {
            description: 'JWK Set',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: { keys: { type: 'array', items: { type: 'object' } } },
                  required: ['keys'],
                },
              },
            },
          },
        },
      },
    },
    '/.well-known/openid-configuration': {
      servers,
      get: {
        operationId: 'discovery',
        tags: ['authorization'],
        summary: 'Authorization server metadata',
        security: [],
        responses: {
          200: {
            description: 'Metadata (RFC 8414 members)',
            content: { 'application/json': { schema: { type: 'object' } } },
          },
        },
      },
    },
  };
}

const problemResponse = (description: string, extraHeaders: Record<string, unknown> = {}) => ({
  description,
  headers: { 'X-Correlation-ID': header('CorrelationId'), ...extraHeaders },
  content: { [PROBLEM_CONTENT_TYPE]: { schema: ref('Problem') } },
});

/** The OpenAPI 3.1 document of the whole service, generated from the contract (schemas via zod's `z.toJSONSchema`). */
export function buildOpenApiDocument(o: { apiUrl: string; authUrl: string; control?: boolean }): OpenApiDocument {
  const schemas: Record<string, Json> = {
    Vehicle: schema(Vehicle),
    SignalsBody: schema(SignalsBody),
    EvBody: schema(EvBody),
    AlertPage: schema(AlertPage),
    JourneyPage: schema(JourneyPage),
    Health: schema(Health),
    Categories: schema(Categories),
    Problem: schema(Problem),
    TokenResponse: schema(TokenResponse),
    SupportGrant: schema(SupportGrantBody),
    CspReportUriBody: schema(CspReportUriBody),
    ReportingApiBody: schema(ReportingApiBody),
    ...(o.control
      ? {
          ScenarioBody: schema(ScenarioBody),
          ScenarioCatalog: schema(ScenarioCatalog),
          ClockCommand: schema(ClockCommand),
          ClockState: schema(ClockState),
          StreamDisconnectCommand: schema(StreamDisconnectCommand),
          StreamDisconnected: schema(StreamDisconnected),
          CspReportList: schema(CspReportList),
        }
      : {}),
  };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Vehicle Data Service',
      version: '1.0.0',
      description:
        'REST access to connected-vehicle data (VSS-mapped signal values), protected by OAuth 2.0 with DPoP (RFC 9449). Errors are RFC 9457 problem details.',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    servers: [{ url: o.apiUrl, description: 'Data API ({base_url})' }],
    tags: [
      { name: 'vehicle data' },
      { name: 'support' },
      { name: 'public' },
      { name: 'authorization' },
      ...(o.control ? [{ name: 'sandbox control' }] : []),
    ],
    paths: {
      ...dataPaths(),
      ...supportPaths(commonHeaders),
      '/health': publicOp('health', 'Health check', 'Health'),
      '/v1/categories': publicOp('listCategories', 'Signal categories (metadata catalog)', 'Categories'),
      '/openapi.json': {
        get: {
          operationId: 'openapi',
          tags: ['public'],
          summary: 'This document',
          security: [],
          responses: {
            200: {
              description: 'OpenAPI 3.1 document',
              content: { 'application/json': { schema: { type: 'object' } } },
            },
          },
        },
      },
      '/asyncapi.json': {
        get: {
          operationId: 'asyncapi',
          tags: ['public'],
          summary: 'The AsyncAPI 3.0 document of the MQTT stream (ws(s)://{base_url host}/mqtt)',
          security: [],
          responses: {
            200: {
              description: 'AsyncAPI 3.0 document',
              content: { 'application/json': { schema: { type: 'object' } } },
            },
          },
        },
      },
      ...(o.control ? { ...controlPaths, ...streamControlPaths } : {}),
      ...cspReportPaths(o.control === true),
      ...authPaths(o.authUrl),
    },
    components: {
      schemas,
      securitySchemes: {
        DPoP: {
          type: 'http',
          scheme: 'DPoP',
          description:
            'RFC 9449: `Authorization: DPoP <access token>` plus a fresh `DPoP` proof JWT per request (typ dpop+jwt, PS256 or ES256, htm, htu, iat, jti, ath). Bearer is refused.',
        },
      },
      parameters: {
        Vin: {
          name: 'vin',
          in: 'path',
          required: true,
          description: 'Vehicle identification number (ISO 3779).',
          schema: { type: 'string', minLength: VIN_LENGTH, maxLength: VIN_LENGTH, pattern: '^[A-HJ-NPR-Z0-9]{17}$' },
        },
        DPoPProof: {
          name: 'DPoP',
          in: 'header',
          required: true,
          description: 'A DPoP proof JWT, unique per request.',
          schema: { type: 'string' },
        },
      },
      headers: {
        CorrelationId: {
          description: 'Echo of a valid incoming X-Correlation-ID, otherwise a new UUID.',
          schema: { type: 'string', format: 'uuid' },
        },
        RateLimitLimit: { description: 'Requests allowed per window.', schema: { type: 'integer' } },
        RateLimitRemaining: { description: 'Requests left in the window.', schema: { type: 'integer' } },
        RateLimitReset: { description: 'Seconds until the window resets.', schema: { type: 'integer' } },
        RetryAfter: { description: 'Seconds to wait.', schema: { type: 'integer' } },
        WwwAuthenticate: {
          description: 'DPoP challenge (RFC 9449 §7.1) with error and algs.',
          schema: { type: 'string' },
        },
        DPoPNonce: {
          description: 'A nonce to put in the next DPoP proof (RFC 9449 §8, §9).',
          schema: { type: 'string' },
        },
      },
      responses: {
        ValidationFailed: problemResponse('Validation failed; `violations` lists every malformed parameter.'),
        Unauthorized: problemResponse('Missing or invalid access token or DPoP proof.', {
          'WWW-Authenticate': header('WwwAuthenticate'),
          'DPoP-Nonce': header('DPoPNonce'),
        }),
        Forbidden: problemResponse(
          'Scope or consent does not cover the request; the detail names the category or consent.',
          { 'WWW-Authenticate': header('WwwAuthenticate') },
        ),
        NotFound: problemResponse('No such vehicle (or not accessible to the caller), or no such data for it.'),
        RateLimited: problemResponse('Rate limit exceeded.', { 'Retry-After': header('RetryAfter') }),
        Internal: problemResponse('Unexpected server condition.'),
        Conflict: problemResponse('The request conflicts with the sandbox state.'),
        ScenarioRejected: problemResponse('The simulator cannot apply the scenario.'),
      },
    },
  };
}
