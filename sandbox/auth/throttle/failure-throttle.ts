import type { ThrottleRule } from '../limits';
import { WindowCounts } from '../../limits/window-counts';

/** How long an address that signed a subject in stays exempt from that subject's own limit. */
const TRUST_MS = 24 * 3600 * 1000;

/**
 * Throttles guesses of a secret (a client secret, a password): failures are counted per subject and address
 * together, per address, and per subject. Past any limit the next attempt is refused, without checking it, until
 * that window ends; windows are short, so nothing is locked for good.
 *
 * The per-subject limit is what an attacker with many addresses could use against the real owner. An address that
 * succeeded for the subject within the last day is therefore exempt from it (only its own pair limit applies), so the
 * owner's usual address keeps working through such an attack; a new address waits out at most one window at a time.
 */
export class FailureThrottle {
  private readonly pairs: WindowCounts;
  private readonly subjects: WindowCounts;
  private readonly addresses: WindowCounts;
  /** `subject address` → until when that address is trusted for that subject; oldest first. */
  private readonly trusted = new Map<string, number>();

  constructor(
    private readonly rule: ThrottleRule,
    private readonly maxKeys: number,
  ) {
    this.pairs = new WindowCounts(rule.windowMs, maxKeys);
    this.subjects = new WindowCounts(rule.windowMs, maxKeys);
    this.addresses = new WindowCounts(rule.windowMs, maxKeys);
  }

  /** Seconds before `subject` may be tried again from `address`; 0 when it may be tried now. */
  wait(subject: string, address: string): number {
    const pair = `${subject} ${address}`;
    if (this.pairs.count(pair) >= this.rule.perPair) return this.pairs.retryAfter(pair);
    if (this.addresses.count(address) >= this.rule.perAddress) return this.addresses.retryAfter(address);
    if (this.subjects.count(subject) >= this.rule.perSubject && !this.isTrusted(pair))
      return this.subjects.retryAfter(subject);
    return 0;
  }

  failed(subject: string, address: string) {
    this.pairs.add(`${subject} ${address}`);
    this.subjects.add(subject);
    this.addresses.add(address);
  }

  succeeded(subject: string, address: string) {
    const pair = `${subject} ${address}`;
    this.pairs.forget(pair);
    this.trusted.delete(pair);
    if (this.trusted.size >= this.maxKeys) this.trusted.delete(this.trusted.keys().next().value!);
    this.trusted.set(pair, Date.now() + TRUST_MS);
  }

  private isTrusted(pair: string): boolean {
    const until = this.trusted.get(pair);
    return until !== undefined && until > Date.now();
  }
}
