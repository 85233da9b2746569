/** The part of u8-mqtt 0.6 (MQTT 3.1.1 build, `u8-mqtt/esm/web/v4.js`) the stream uses; the package ships no types. */
declare module 'u8-mqtt/esm/web/v4.js' {
  export interface U8Reason {
    valueOf(): number;
    reason: string;
  }
  export interface U8Packet {
    topic: string;
    payload: Uint8Array;
    /** PUBLISH: the RETAIN flag (set on a retained value a new subscription gets). */
    retain?: boolean;
    reason?: U8Reason;
    answers?: U8Reason[];
  }
  export interface U8Options {
    keep_alive?: number;
    on_mqtt_type?: { mqtt_publish?(pkt: U8Packet): void };
    [hook: string]: unknown;
  }
  export interface U8Client {
    with_websock(socket: WebSocket): U8Client;
    connect(pkt: { client_id: string; username: string; password: string; keep_alive?: number }): Promise<unknown>;
    subscribe(pkt: { topics: string[] }): Promise<[U8Packet | undefined, unknown]>;
    disconnect(): Promise<unknown>;
  }
  export default function mqtt_v4(opt?: U8Options): U8Client;
}
