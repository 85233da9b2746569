import type { FastifyServerOptions } from 'fastify';
import type { JWTVerifyGetKey } from 'jose';
import type { Clock, Simulator } from '../sim/types';
import type { ReplayLimits } from './dpop/replay-cache';
import type { SupportStores } from '../support';

/** What the API needs of the MQTT stream (sandbox/stream): fault injection and its bounds for the AsyncAPI document. */
export type StreamControl = {
  disconnect(selector: { subject?: string; vin?: string }): number;
  maxPacketBytes: number;
};

export type ApiOptions = {
  simulator: Simulator;
  /** Keys of the authorization server (e.g. `createRemoteJWKSet(jwks_uri)`). */
  getKey: JWTVerifyGetKey;
  issuer: string;
  /** The access-token audience: the API URL. */
  audience: string;
  /** The API's external base URL for DPoP `htu` checks; defaults to `audience`. */
  publicUrl?: string;
  /** The authorization server's base URL for the OpenAPI document; defaults to `issuer`. */
  authUrl?: string;
  /** The simulator's clock, moved by POST /control/clock. */
  clock: Clock;
  /**
   * Time for token `exp` and proof `iat`/nonce checks; defaults to `clock`. The sandbox passes the system clock here,
   * because the authorization server and browsers sign with real time: moving the simulator never ages sessions.
   */
  authClock?: Clock;
  rateLimit: { max: number; windowMs: number };
  dashboardOrigin: string;
  control: boolean;
  dpopNonce: boolean;
  /**
   * Bounds of the DPoP `jti` replay cache: `total` entries (default 50 000) and `perCaller`, one caller's partition
   * (default: what the rate limit lets a caller send while a proof stays fresh, at most a tenth of `total`).
   */
  replayCache?: Partial<ReplayLimits>;
  logger?: FastifyServerOptions['logger'];
  /** Support grants and access record (shared with the authorization server); by default new ones on `clock`. */
  support?: SupportStores;
  /** The MQTT stream on this API's server, if any (`POST /control/stream/disconnect`). */
  stream?: StreamControl;
};
