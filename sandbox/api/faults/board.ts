import { randomBytes } from 'node:crypto';
import { mulberry32 } from '../../sim/random';
import {
  FAULT_KINDS,
  type FaultKind,
  type FaultSelection,
  type FaultsCommand,
  type FaultsState,
} from '../../../contract/control';

const DEFAULT_SCOPE = '/v1/**';

/** `*` is one path segment, `**` any run of them. */
function pathPattern(glob: string): RegExp {
  const source = glob
    .split(/(\*\*|\*)/)
    .map((part) => (part === '**' ? '.*' : part === '*' ? '[^/]*' : part.replace(/[.-]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

/** One fault's selection: counts down `next`, or draws from its own seeded generator. */
class Selector {
  remaining?: number;
  private readonly draw?: () => number;
  private readonly share: number;
  constructor(selection: FaultSelection) {
    if ('next' in selection) {
      this.remaining = selection.next;
      this.share = 1;
    } else {
      this.share = selection.share;
      this.draw = mulberry32(selection.seed ?? 1);
    }
  }
  strikes(): boolean {
    if (this.remaining !== undefined) {
      if (this.remaining === 0) return false;
      this.remaining--;
      return true;
    }
    return this.draw!() < this.share;
  }
}

type RequestFault =
  | { kind: 'dropConnection' }
  | { kind: 'nonceChallenge'; nonce: string }
  | { kind: 'expiredToken' }
  | { kind: 'rateLimit'; retryAfterSeconds: number }
  | { kind: 'serverError' };

/** What the board needs to know of a request's DPoP credentials (read unverified; the real checks come after). */
export type Credentials = { proofNonce?: unknown; tokenIatS?: number; subject?: string };

const zeroCounts = () => Object.fromEntries(FAULT_KINDS.map((k) => [k, 0])) as Record<FaultKind, number>;

/**
 * The faults in force and their counters. Decisions are made in a fixed order per request, each selection consumed
 * only when its fault actually strikes, so a test can say "the next 3 requests answer 500" and count them.
 */
export class FaultBoard {
  private command: FaultsCommand | null = null;
  private scope = pathPattern(DEFAULT_SCOPE);
  private selectors = new Map<FaultKind, Selector>();
  private counts = zeroCounts();
  private matched = 0;
  private nonce = '';
  private tokensIssuedBeforeS?: number;

  constructor(private readonly currentNonce?: () => string) {}

  /** Replaces the faults in force and zeroes the counters. `nowMs` is the token clock, for `expireTokens`. */
  set(command: FaultsCommand, nowMs: number): void {
    this.command = command;
    this.scope = pathPattern(command.path ?? DEFAULT_SCOPE);
    this.selectors = new Map();
    const selections: [FaultKind, FaultSelection | undefined][] = [
      ['serverError', command.serverError],
      ['malformedBody', command.malformedBody],
      ['truncatedBody', command.truncatedBody],
      ['dropConnection', command.dropConnection],
      ['rateLimit', command.rateLimit && { next: command.rateLimit.next }],
      ['nonceChallenge', command.nonceChallenge],
    ];
    for (const [kind, selection] of selections) if (selection) this.selectors.set(kind, new Selector(selection));
    this.counts = zeroCounts();
    this.matched = 0;
    // With the API's own nonces on, the challenge must carry one that check accepts too.
    this.nonce = this.currentNonce?.() ?? randomBytes(16).toString('base64url');
    this.tokensIssuedBeforeS = command.expireTokens ? Math.floor(nowMs / 1000) + 1 : undefined;
  }

  /** No faults in force; the counters stay readable until the next `set`. */
  clear(): void {
    this.command = null;
    this.selectors = new Map();
    this.tokensIssuedBeforeS = undefined;
  }

  /** The instant from which new tokens are no longer refused (a whole second: token `iat` is in seconds). */
  get tokenCutoffMs(): number | undefined {
    return this.tokensIssuedBeforeS === undefined ? undefined : this.tokensIssuedBeforeS * 1000;
  }

  /** Whether a request is in scope; counted. Control calls and preflights never are. */
  matches(method: string, path: string): boolean {
    if (!this.command || method === 'OPTIONS' || !this.scope.test(path)) return false;
    this.matched++;
    return true;
  }

  latencyMs(): number {
    const ms = this.command?.latencyMs ?? 0;
    if (ms > 0) this.counts.latency++;
    return ms;
  }

  /** The fault that answers this request instead of the API, if any. */
  requestFault(credentials: Credentials | undefined): RequestFault | undefined {
    if (this.strikes('dropConnection')) return { kind: 'dropConnection' };
    if (credentials) {
      if (credentials.proofNonce !== this.nonce && this.strikes('nonceChallenge'))
        return { kind: 'nonceChallenge', nonce: this.nonce };
      if (this.isExpired(credentials)) {
        this.counts.expiredToken++;
        return { kind: 'expiredToken' };
      }
    }
    if (this.strikes('rateLimit'))
      return { kind: 'rateLimit', retryAfterSeconds: this.command!.rateLimit!.retryAfterSeconds };
    if (this.strikes('serverError')) return { kind: 'serverError' };
    return undefined;
  }

  /** For a successful answer: whether to spoil its body. */
  bodyFault(): 'malformedBody' | 'truncatedBody' | undefined {
    if (this.strikes('truncatedBody')) return 'truncatedBody';
    if (this.strikes('malformedBody')) return 'malformedBody';
    return undefined;
  }

  state(): FaultsState {
    const remaining: FaultsState['remaining'] = {};
    for (const [kind, selector] of this.selectors)
      if (selector.remaining !== undefined) remaining[kind] = selector.remaining;
    const cutoff = this.tokenCutoffMs;
    return {
      active: this.command,
      matched: this.matched,
      applied: { ...this.counts },
      remaining,
      ...(cutoff === undefined ? {} : { tokensIssuedBefore: new Date(cutoff).toISOString() }),
    };
  }

  private isExpired({ tokenIatS, subject }: Credentials): boolean {
    const expire = this.command?.expireTokens;
    if (!expire || this.tokensIssuedBeforeS === undefined || tokenIatS === undefined) return false;
    if (expire.subject !== undefined && expire.subject !== subject) return false;
    return tokenIatS < this.tokensIssuedBeforeS;
  }

  private strikes(kind: FaultKind): boolean {
    const selector = this.selectors.get(kind);
    if (!selector?.strikes()) return false;
    this.counts[kind]++;
    return true;
  }
}
