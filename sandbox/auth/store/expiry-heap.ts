type Node = { key: string; expiresAt: number };

/**
 * A min-heap of keys by expiry time, so a store finds its expired entries without a full scan.
 * Entries are not removed from the heap when they change or go: `popExpired` asks the owner whether a node is
 * still current, and `compact` rebuilds the heap from the owner's entries once stale nodes outnumber them.
 */
export class ExpiryHeap {
  private nodes: Node[] = [];

  push(key: string, expiresAt: number) {
    this.nodes.push({ key, expiresAt });
    this.up(this.nodes.length - 1);
  }

  /** Removes and yields every node that expired by `now`, earliest first. */
  *popExpired(now: number): Generator<Node> {
    while (this.nodes.length && this.nodes[0]!.expiresAt <= now) yield this.pop()!;
  }

  /** Removes and returns the earliest node. */
  pop(): Node | undefined {
    const top = this.nodes[0];
    const last = this.nodes.pop();
    if (top && last && this.nodes.length) {
      this.nodes[0] = last;
      this.down(0);
    }
    return top;
  }

  /** Rebuilds the heap from the current entries when stale nodes make up more than half of it. */
  compact(live: number, entries: () => Iterable<Node>) {
    if (this.nodes.length <= 2 * live + 64) return;
    this.nodes = [...entries()];
    for (let i = (this.nodes.length >> 1) - 1; i >= 0; i--) this.down(i);
  }

  private up(i: number) {
    const nodes = this.nodes;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (nodes[parent]!.expiresAt <= nodes[i]!.expiresAt) return;
      [nodes[parent], nodes[i]] = [nodes[i]!, nodes[parent]!];
      i = parent;
    }
  }

  private down(i: number) {
    const nodes = this.nodes;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let min = i;
      if (l < nodes.length && nodes[l]!.expiresAt < nodes[min]!.expiresAt) min = l;
      if (r < nodes.length && nodes[r]!.expiresAt < nodes[min]!.expiresAt) min = r;
      if (min === i) return;
      [nodes[min], nodes[i]] = [nodes[i]!, nodes[min]!];
      i = min;
    }
  }
}
