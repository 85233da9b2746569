import type { core } from 'zod/mini';
import { CHARGER_SCOPE, Charger } from './chargers';
import { CHARGER_TOPIC_ROOT } from './charger-stream';

/** The `chargers/{chargerId}` channel of the AsyncAPI document (merged into it by `./asyncapi.ts`). */
export function chargerAsyncApi(mqttBinding: string, schema: (s: core.$ZodType) => unknown) {
  return {
    description: `Chargers: \`${CHARGER_TOPIC_ROOT}/{chargerId}\` carries the body of \`GET /v1/chargers/{chargerId}\` whenever a connector or the meter changes; subscribing needs scope \`${CHARGER_SCOPE}\` and a charger the caller owns.`,
    channels: {
      charger: {
        address: `${CHARGER_TOPIC_ROOT}/{chargerId}`,
        title: 'Charger',
        description: `The body of \`GET /v1/chargers/{chargerId}\` whenever it changes: a car plugs in, charges (power, and the meter about once a minute) or leaves, a connector faults or recovers. SUBSCRIBE needs scope \`${CHARGER_SCOPE}\` and a charger the caller owns (SUBACK 0x80 otherwise; support staff never). Only this exact topic: no wildcards. The last message is retained, so a new subscription gets the current state at once.`,
        parameters: { chargerId: { $ref: '#/components/parameters/chargerId' } },
        messages: { charger: { $ref: '#/components/messages/charger' } },
      },
    },
    operations: {
      receiveCharger: {
        action: 'receive',
        channel: { $ref: '#/channels/charger' },
        messages: [{ $ref: '#/channels/charger/messages/charger' }],
        summary: 'Receive the state of one charger',
        security: [{ $ref: '#/components/securitySchemes/dpopConnect' }],
        bindings: { mqtt: { qos: 0, retain: true, bindingVersion: mqttBinding } },
      },
    },
    schemas: { Charger: schema(Charger) },
    messages: {
      charger: {
        name: 'charger',
        title: 'Charger',
        contentType: 'application/json',
        payload: { $ref: '#/components/schemas/Charger' },
      },
    },
    parameters: {
      chargerId: {
        description: 'The charger’s id (letters, digits and hyphens, 1 to 36).',
        examples: ['VWB-22-0417-A'],
      },
    },
  };
}
