import type { RuntimeConfig } from './runtime-schema';
import { storageNames } from './storage-names';

export type { RuntimeConfig };
type Parse = (input: unknown, pageOrigin?: string) => RuntimeConfig;

export class RuntimeConfigError extends Error {
  override readonly name = 'RuntimeConfigError';
  /** `offline`: the file could not be fetched and no good copy is kept here (not the server's fault). */
  constructor(
    readonly problems: string[],
    readonly offline = false,
  ) {
    super(`The runtime configuration /config.json is not usable:\n- ${problems.join('\n- ')}`);
  }
}

let current: RuntimeConfig | undefined;

/**
 * The last configuration that loaded and passed the checks, kept in localStorage (it holds no secret): an installed
 * app opened without a network starts with it. Checked again when read.
 */
const lastGood = {
  read(): unknown {
    try {
      return JSON.parse(globalThis.localStorage?.getItem(storageNames.runtimeConfig) ?? 'null') ?? undefined;
    } catch {
      return undefined;
    }
  },
  write(body: unknown): void {
    try {
      globalThis.localStorage?.setItem(storageNames.runtimeConfig, JSON.stringify(body));
    } catch {
      // storage full or disabled: the next offline start has no copy
    }
  },
};

function startOffline(error: unknown, parseRuntimeConfig: Parse): RuntimeConfig {
  const kept = lastGood.read();
  if (kept !== undefined) {
    try {
      return parseRuntimeConfig(kept, globalThis.location?.origin);
    } catch {
      // a copy that no longer passes: treated as none
    }
  }
  const reason = error instanceof Error ? error.message : String(error);
  throw new RuntimeConfigError(
    [
      `config.json: could not be loaded (${reason}); this device is offline or cannot reach the dashboard's server, and the dashboard has not been opened here with a network yet`,
    ],
    true,
  );
}

export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  // The checks load while the file is fetched.
  const checks = import('./runtime-schema');
  let response: Response;
  try {
    response = await fetchImpl('/config.json', { cache: 'no-store', headers: { accept: 'application/json' } });
  } catch (error) {
    current = startOffline(error, (await checks).parseRuntimeConfig);
    return current;
  }
  if (!response.ok)
    throw new RuntimeConfigError([`config.json: the server answered ${response.status} ${response.statusText}`.trim()]);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new RuntimeConfigError(['config.json: is not valid JSON']);
  }
  current = (await checks).parseRuntimeConfig(body, globalThis.location?.origin);
  lastGood.write(body);
  return current;
}

export function getConfig(): RuntimeConfig {
  if (!current) throw new Error('getConfig() called before loadRuntimeConfig() finished');
  return current;
}

/** The authorization server's account page, where owners grant, revoke and read the access record (DESIGN §3); with a VIN, that car's part of it. */
export const accountPageUrl = (vin?: string) =>
  `${getConfig().authUrl.replace(/\/+$/, '')}/account${vin ? `#car-${vin}` : ''}`;

/** For tests and for embedding the dashboard with a known configuration (checked by its type, not at runtime). */
export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}
