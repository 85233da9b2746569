import { toJSONSchema, type core } from 'zod/mini';
import { Alert } from './alerts';
import { chargerAsyncApi } from './asyncapi-chargers';
import { CHARGER_SCOPE } from './chargers';
import { DiagnosticsBody } from './diagnostics';
import { DIAGNOSTICS_EXAMPLE } from './diagnostics-example';
import { DATA_SCOPE } from './endpoints';
import { EvBody } from './ev';
import { SignalsBody } from './signal';
import { STREAM_CATEGORIES, STREAM_PATH, STREAM_SUBPROTOCOL, type StreamCategory } from './stream';
import { VIN_PATTERN } from './vin';

type Json = Record<string, unknown>;
export type AsyncApiDocument = Json & { asyncapi: string; channels: Record<string, Json>; operations: Json };

/** AsyncAPI 3.0's default schema format is JSON Schema draft-07 (AsyncAPI §"Schema Object"). */
const schema = (s: core.$ZodType): Json => {
  const { $schema: _drop, ...rest } = toJSONSchema(s, { target: 'draft-7', unrepresentable: 'any' }) as Json;
  return rest;
};

const MQTT_BINDING = '0.2.0';

const CHANNELS: Record<
  StreamCategory,
  { id: string; schema: string; title: string; description: string; example?: unknown }
> = {
  status: {
    id: 'vehicleStatus',
    schema: 'SignalsBody',
    title: 'Real-time status',
    description:
      'The body of `GET /v1/vehicles/{vin}/status` whenever it changes: tyre pressures, doors, windows and locks on change; speed and odometer about once a second while driving.',
  },
  location: {
    id: 'vehicleLocation',
    schema: 'SignalsBody',
    title: 'Current location',
    description:
      'The body of `GET /v1/vehicles/{vin}/location` whenever it changes: position and heading about once a second while driving. Consent category `location`.',
  },
  ev: {
    id: 'vehicleEv',
    schema: 'EvBody',
    title: 'EV data',
    description:
      'The body of `GET /v1/vehicles/{vin}/ev` whenever it changes: state of charge, power and time to complete while charging. The session location is null without location consent, as in REST.',
  },
  'hv-battery': {
    id: 'vehicleHvBattery',
    schema: 'SignalsBody',
    title: 'High-voltage battery telemetry',
    description: 'The body of `GET /v1/vehicles/{vin}/ev/hv-battery` whenever it changes.',
  },
  alerts: {
    id: 'vehicleAlerts',
    schema: 'Alert',
    title: 'Alerts',
    description:
      'One alert record (as in the `content` of `GET /v1/vehicles/{vin}/alerts`) each time an alert is raised or cleared.',
  },
  diagnostics: {
    id: 'vehicleDiagnostics',
    schema: 'DiagnosticsBody',
    title: 'Diagnostic trouble codes',
    description:
      'The body of `GET /v1/vehicles/{vin}/diagnostics` (default query: every code, newest first) whenever a code is set, confirmed, cleared or erased.',
    example: DIAGNOSTICS_EXAMPLE,
  },
};

const SECURITY_DESCRIPTION = [
  'DPoP (RFC 9449) carried in the MQTT CONNECT packet, because a browser cannot set headers on a WebSocket:',
  '',
  '- **password**: the DPoP-bound access token (a JWT with `cnf.jkt`) from the authorization server, scope `' +
    DATA_SCOPE +
    '` (`' +
    CHARGER_SCOPE +
    '` for charger topics);',
  '- **username**: a fresh DPoP proof JWT (`typ` `dpop+jwt`, PS256 or ES256, `jwk` header) with `htm` `GET`, `htu` the broker URL exactly as the client connects to it (for example `ws://localhost:4000/mqtt`), `iat`, a unique `jti` and `ath` (the base64url SHA-256 of the token). When the service requires DPoP nonces, put the current one from any data API response (`DPoP-Nonce`) in the proof.',
  '',
  'The broker checks both as the REST API does (token signature, issuer, audience, expiry; proof signature, `htu`, `iat` window, `ath`, key binding, `jti` replay) and refuses with CONNACK return code 5 (not authorized). Return code 3 (server unavailable) means too many connections for the subject or too many failed CONNECTs from the address: retry later. The connection closes when the token expires (reconnect with a fresh token and proof) or when the consent behind a subscription is withdrawn.',
].join('\n');

function channels() {
  return Object.fromEntries(
    STREAM_CATEGORIES.map((category) => {
      const c = CHANNELS[category];
      return [
        c.id,
        {
          address: `vehicles/{vin}/${category}`,
          title: c.title,
          description: `${c.description} Consent category \`${category}\`. The last message is retained, so a new subscription gets the current value at once.`,
          parameters: { vin: { $ref: '#/components/parameters/vin' } },
          messages: { [category]: { $ref: `#/components/messages/${c.id}` } },
        },
      ];
    }),
  );
}

function operations() {
  return Object.fromEntries(
    STREAM_CATEGORIES.map((category) => {
      const c = CHANNELS[category];
      const name = `receive${c.id[0]!.toUpperCase()}${c.id.slice(1)}`;
      return [
        name,
        {
          action: 'receive',
          channel: { $ref: `#/channels/${c.id}` },
          messages: [{ $ref: `#/channels/${c.id}/messages/${category}` }],
          summary: `Receive ${c.title.toLowerCase()} of one vehicle`,
          security: [{ $ref: '#/components/securitySchemes/dpopConnect' }],
          bindings: { mqtt: { qos: 0, retain: true, bindingVersion: MQTT_BINDING } },
        },
      ];
    }),
  );
}

function messages() {
  return Object.fromEntries(
    STREAM_CATEGORIES.map((category) => {
      const c = CHANNELS[category];
      return [
        c.id,
        {
          name: category,
          title: c.title,
          contentType: 'application/json',
          payload: { $ref: `#/components/schemas/${c.schema}` },
          ...(c.example ? { examples: [{ name: `${category}-example`, payload: c.example }] } : {}),
        },
      ];
    }),
  );
}

/** The AsyncAPI 3.0 document of the MQTT stream (DESIGN §3), generated from the contract like the OpenAPI one. */
export function buildAsyncApiDocument(o: { apiUrl: string; maxPacketBytes?: number }): AsyncApiDocument {
  const api = new URL(o.apiUrl);
  const secure = api.protocol === 'https:';
  const chargers = chargerAsyncApi(MQTT_BINDING, schema);
  return {
    asyncapi: '3.0.0',
    info: {
      title: 'Vehicle Data Service stream',
      version: '1.0.0',
      description: [
        'Live vehicle data over MQTT 3.1.1 on a WebSocket (subprotocol `' + STREAM_SUBPROTOCOL + '`).',
        'Topics are `vehicles/{vin}/{category}`; payloads are the REST bodies of the same category, and a value read over REST and over the stream at the same instant is the same.',
        'Subscribe to one topic or to `vehicles/{vin}/#` (every category the caller may see of that car). A subscription is granted only where the token and the owner’s consent allow, on a vehicle with the `live-data-streaming` capability (SUBACK 0x80 otherwise); wildcards across vehicles (`vehicles/+/…`, `#`, `+/…`) are refused. Clients never publish: a PUBLISH closes the connection. Every message is QoS 0 and retained.',
        chargers.description,
      ].join('\n\n'),
    },
    defaultContentType: 'application/json',
    servers: {
      sandbox: {
        host: api.host,
        pathname: STREAM_PATH,
        protocol: secure ? 'wss' : 'ws',
        title: 'MQTT over WebSocket at {base_url}',
        description: `MQTT 3.1.1 (protocol level 4) over WebSocket, subprotocol \`${STREAM_SUBPROTOCOL}\`; browsers must come from the dashboard origin. Clean sessions only.`,
        security: [{ $ref: '#/components/securitySchemes/dpopConnect' }],
        bindings: {
          mqtt: {
            cleanSession: true,
            ...(o.maxPacketBytes ? { maximumPacketSize: o.maxPacketBytes } : {}),
            bindingVersion: MQTT_BINDING,
          },
        },
      },
    },
    channels: { ...channels(), ...chargers.channels },
    operations: { ...operations(), ...chargers.operations },
    components: {
      schemas: {
        SignalsBody: schema(SignalsBody),
        EvBody: schema(EvBody),
        Alert: schema(Alert),
        DiagnosticsBody: schema(DiagnosticsBody),
        ...chargers.schemas,
      },
      messages: { ...messages(), ...chargers.messages },
      parameters: {
        vin: {
          description: `Vehicle identification number (ISO 3779: 17 characters matching ${VIN_PATTERN.source}).`,
          examples: ['SDXE1S2A2RA100001'],
        },
        ...chargers.parameters,
      },
      securitySchemes: { dpopConnect: { type: 'userPassword', description: SECURITY_DESCRIPTION } },
    },
  };
}
