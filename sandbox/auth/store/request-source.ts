import { AsyncLocalStorage } from 'node:async_hooks';

const source = new AsyncLocalStorage<string>();

/** Runs `fn` on behalf of a request from `address` (as `addressKey` counts it): what it stores is that address's. */
export const asSource = <T>(address: string, fn: () => T): T => source.run(address, fn);

/** The address of the request being handled, where there is one. */
export const currentSource = (): string | undefined => source.getStore();
