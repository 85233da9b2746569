import { AlertPage } from '../alerts';
import { Categories, Health } from '../catalog';
import { chargerParameters, chargerSchemas } from './charger-paths';
import {
  ClockCommand,
  ClockState,
  FaultsCommand,
  FaultsState,
  ScenarioBody,
  ScenarioCatalog,
  StreamDisconnectCommand,
  StreamDisconnected,
} from '../control';
import { CspReportList, CspReportUriBody, ReportingApiBody } from '../csp-reports';
import { DiagnosticsBody } from '../diagnostics';
import { EvBody } from '../ev';
import { JourneyListPage } from '../journeys';
import { PROBLEM_CONTENT_TYPE, Problem } from '../problem';
import { SignalsBody } from '../signal';
import { OwnerSupportGrantsBody, SupportGrantBody } from '../support';
import { TokenResponse } from '../token';
import { Vehicle } from '../vehicle';
import { VIN_LENGTH } from '../vin';
import { header, ref, schema, type Json } from './refs';

const problemResponse = (description: string, extraHeaders: Record<string, unknown> = {}) => ({
  description,
  headers: { 'X-Correlation-ID': header('CorrelationId'), ...extraHeaders },
  content: { [PROBLEM_CONTENT_TYPE]: { schema: ref('Problem') } },
});

/** The document's `components`: the contract's schemas, the DPoP scheme, and the shared parameters, headers and problems. */
export function components(control: boolean | undefined) {
  const schemas: Record<string, Json> = {
    Vehicle: schema(Vehicle),
    SignalsBody: schema(SignalsBody),
    EvBody: schema(EvBody),
    AlertPage: schema(AlertPage),
    JourneyPage: schema(JourneyListPage),
    ...chargerSchemas(),
    DiagnosticsBody: schema(DiagnosticsBody),
    Health: schema(Health),
    Categories: schema(Categories),
    Problem: schema(Problem),
    TokenResponse: schema(TokenResponse),
    SupportGrant: schema(SupportGrantBody),
    OwnerSupportGrants: schema(OwnerSupportGrantsBody),
    CspReportUriBody: schema(CspReportUriBody),
    ReportingApiBody: schema(ReportingApiBody),
    ...(control
      ? {
          ScenarioBody: schema(ScenarioBody),
          ScenarioCatalog: schema(ScenarioCatalog),
          ClockCommand: schema(ClockCommand),
          ClockState: schema(ClockState),
          StreamDisconnectCommand: schema(StreamDisconnectCommand),
          StreamDisconnected: schema(StreamDisconnected),
          FaultsCommand: schema(FaultsCommand),
          FaultsState: schema(FaultsState),
          CspReportList: schema(CspReportList),
        }
      : {}),
  };
  return {
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
      ...chargerParameters,
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
  };
}
