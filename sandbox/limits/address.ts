import { isIPv6 } from 'node:net';
import type { IncomingMessage } from 'node:http';

/**
 * An address as every limit of the sandbox counts it: an IPv4-mapped IPv6 address as IPv4, and other IPv6 addresses
 * by their /64 prefix (one host usually has a whole /64, so counting single addresses would give it 2^64 budgets).
 */
export function addressKey(raw: string | undefined): string {
  if (!raw) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(raw);
  if (mapped) return mapped[1]!;
  if (!isIPv6(raw)) return raw;
  const groups = expandIPv6(raw);
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/** The caller's address as limits count it: the socket's peer (forwarding headers are not trusted), keyed as above. */
export const callerAddress = (req: IncomingMessage): string => addressKey(req.socket.remoteAddress);

function expandIPv6(address: string): string[] {
  const [head = '', tail] = address.split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0');
  return [...left, ...(tail === undefined ? [] : zeros), ...right].map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''));
}
