import { header, json } from './refs';

/** The authorization server's endpoints (SPEC §5), served from `{auth_url}`. */
export function authPaths(authUrl: string) {
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
