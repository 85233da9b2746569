import { describe, expect, it } from 'vitest';
import { PacketSizeGuard } from './packet-size';

/** MQTT 3.1.1 §2.2.3: the remaining length as a variable byte integer. */
function varint(n: number): number[] {
  const out: number[] = [];
  do {
    let byte = n % 128;
    n = Math.floor(n / 128);
    if (n > 0) byte |= 0x80;
    out.push(byte);
  } while (n > 0);
  return out;
}
/** A QoS 0 PUBLISH to topic `t` (§3.3) with `bytes` of payload. */
const publish = (bytes: number) => Buffer.from([0x30, ...varint(3 + bytes), 0, 1, 0x74, ...Buffer.alloc(bytes)]);
const PINGREQ = Buffer.from([0xc0, 0]);

describe('PacketSizeGuard follows MQTT 3.1.1 §2.2 packet lengths', () => {
  it('accepts packets up to the limit however the bytes are split', () => {
    const packets = Buffer.concat([publish(10), publish(1000), publish(200), PINGREQ]);
    for (const split of [1, 3, 7, 64, packets.length]) {
      const guard = new PacketSizeGuard(1010);
      for (let i = 0; i < packets.length; i += split) expect(guard.feed(packets.subarray(i, i + split))).toBe(true);
    }
  });
  it('refuses a packet that announces more than the limit from its header alone', () => {
    const big = publish(5000);
    const guard = new PacketSizeGuard(4096);
    expect(guard.feed(publish(100))).toBe(true);
    expect(guard.feed(big.subarray(0, 4))).toBe(false);
  });
  it('refuses a remaining length of more than four bytes (malformed)', () => {
    expect(new PacketSizeGuard(1 << 30).feed(Buffer.from([0x30, 0xff, 0xff, 0xff, 0xff, 0x01]))).toBe(false);
  });
});
