import { getConfig } from '../../config/runtime';
import { getDpopCredentials } from '../auth/dpop-proof';
import { applyStreamMessage } from '../live-cache';
import { queryClient } from '../query-client';
import { StreamConnection, type StreamStatus } from './connection';
import { mqttSessionOpener } from './mqtt-session';

const decoder = new TextDecoder();

/**
 * The lazily loaded half of the stream: a connection for these topics (the tab's cars, `vehicles/{vin}/#` each, or a
 * charger's `chargers/{chargerId}`), with the real client and credentials, its messages into the cache.
 */
export function createTopicStream(
  topics: readonly string[],
  onStatus: (status: StreamStatus) => void,
): StreamConnection {
  const { mqttUrl, apiBaseUrl } = getConfig();
  if (!mqttUrl) throw new Error('createTopicStream needs config.mqttUrl');
  return new StreamConnection({
    topics,
    open: mqttSessionOpener(mqttUrl),
    // DESIGN §3: htm GET, htu the broker URL exactly as connected to; the nonce is the data API's last one.
    credentials: () => getDpopCredentials('GET', mqttUrl, apiBaseUrl),
    onMessage: (topic, payload, retained) => {
      let body: unknown;
      try {
        body = JSON.parse(decoder.decode(payload));
      } catch {
        return;
      }
      applyStreamMessage(queryClient, topic, body, retained);
    },
    onStatus,
  });
}
