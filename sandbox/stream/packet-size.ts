/**
 * Follows the MQTT packet boundaries of one client's byte stream (MQTT 3.1.1 §2.2: a type byte, then the remaining
 * length as a variable byte integer of at most four bytes) and says no as soon as a packet announces more than
 * `maxBytes`, before its body arrives, so no parser ever buffers it. It keeps a few bytes of state.
 */
export class PacketSizeGuard {
  private header: number[] = [];
  private remaining = 0;

  constructor(private readonly maxBytes: number) {}

  /** Feeds the next bytes; false when a packet is too large or its length is malformed. */
  feed(chunk: Uint8Array): boolean {
    let i = 0;
    while (i < chunk.length) {
      if (this.remaining > 0) {
        const n = Math.min(this.remaining, chunk.length - i);
        this.remaining -= n;
        i += n;
        continue;
      }
      const byte = chunk[i++]!;
      this.header.push(byte);
      if (this.header.length === 1) continue;
      if (byte & 0x80) {
        if (this.header.length === 5) return false;
        continue;
      }
      let length = 0;
      for (let k = this.header.length - 1; k >= 1; k--) length = length * 128 + (this.header[k]! & 0x7f);
      if (this.header.length + length > this.maxBytes) return false;
      this.remaining = length;
      this.header = [];
    }
    return true;
  }
}
