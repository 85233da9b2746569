import { CHARGER_ID_PATTERN, Charger } from './chargers';

/**
 * The charger's stream topic (DESIGN §3): `chargers/{chargerId}`, whose payload is the body of
 * `GET /v1/chargers/{chargerId}`, published when a connector or the meter changes.
 */
export const CHARGER_TOPIC_ROOT = 'chargers';
export const CHARGER_STREAM_PAYLOAD = Charger;

export const chargerTopic = (chargerId: string) => `${CHARGER_TOPIC_ROOT}/${chargerId}`;

/** The charger a topic or subscription filter names, or undefined when it is not exactly `chargers/{valid id}`. */
export function parseChargerTopic(topic: string): { chargerId: string } | undefined {
  const [root, chargerId, ...rest] = topic.split('/');
  if (root !== CHARGER_TOPIC_ROOT || !chargerId || rest.length || !CHARGER_ID_PATTERN.test(chargerId)) return undefined;
  return { chargerId };
}
