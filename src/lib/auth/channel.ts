import { storageNames } from '../../config/storage-names';

/** Messages between the tabs of this dashboard. Tokens themselves never travel here: tabs re-read IndexedDB. */
export type AuthMessage = { type: 'tokens-updated' } | { type: 'signed-out'; reason: SignedOutReason };

export type SignedOutReason = 'signed-out' | 'session-ended';

let channel: BroadcastChannel | null | undefined;
const handlers = new Set<(message: AuthMessage) => void>();

function open(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  if (typeof BroadcastChannel === 'undefined') return (channel = null);
  channel = new BroadcastChannel(storageNames.authChannel);
  channel.onmessage = (event: MessageEvent<AuthMessage>) => {
    const message = event.data;
    if (!message || typeof message !== 'object' || typeof message.type !== 'string') return;
    for (const handler of handlers) handler(message);
  };
  return channel;
}

export function broadcast(message: AuthMessage): void {
  open()?.postMessage(message);
}

export function onBroadcast(handler: (message: AuthMessage) => void): () => void {
  open();
  handlers.add(handler);
  return () => handlers.delete(handler);
}

/** Tests: let a module instance go away without keeping the process alive. */
export function closeChannel(): void {
  channel?.close();
  channel = undefined;
  handlers.clear();
}
