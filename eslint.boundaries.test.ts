import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('.', import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** Lints `source` as if it were the file at `path` (the file need not exist; what it imports does). */
async function boundaryErrors(path: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: `${root}/${path}` });
  return result!.messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);
}

describe('boundaries: what crosses a line fails the lint', { timeout: 60_000 }, () => {
  it.each([
    ['a feature imports another feature', 'src/features/alerts/x.ts', "import '../ev/signals';", /features never/],
    [
      'a feature imports another feature, type-only and from deeper down',
      'src/features/alerts/components/x.ts',
      "import type { EvSignals } from '../../ev/signals';\nexport type T = EvSignals;",
      /features never/,
    ],
    ['a feature re-exports another', 'src/features/ev/x.ts', "export * from '../location/signals';", /features never/],
    ['a feature loads another lazily', 'src/features/ev/x.ts', "void import('../battery/signals');", /features never/],
    ['a feature imports a route', 'src/features/ev/x.ts', "import '../../app/router';", /app\/ composes features/],
    ['a shared component imports a feature', 'src/components/x.ts', "import '../features/ev/signals';", /shared layer/],
    ['a library module imports a route', 'src/lib/x.ts', "import '../app/router';", /shared layer/],
    ['a store imports a feature', 'src/stores/x.ts', "import '../features/vehicles/use-garage';", /shared layer/],
    ['a pure function imports a feature', 'src/utils/x.ts', "import '../features/ev/signals';", /shared layer/],
    ['config imports a feature', 'src/config/x.ts', "import '../features/ev/signals';", /shared layer/],
    ['a pure function imports config', 'src/utils/x.ts', "import '../config/paths';", /only downwards/],
    ['a pure function imports a store', 'src/utils/x.ts', "import '../stores/units-preference';", /only downwards/],
    ['config imports a library module', 'src/config/x.ts', "import '../lib/query-client';", /only downwards/],
    ['a store imports a library module', 'src/stores/x.ts', "import '../lib/query-client';", /only downwards/],
    [
      'a library module imports a component',
      'src/lib/api/x.ts',
      "import '../../components/section';",
      /only downwards/,
    ],
    ['main.tsx imports a feature', 'src/main.tsx', "import './features/vehicles/use-garage';", /imports a feature/],
    ['the dashboard imports the sandbox', 'src/utils/x.ts', "import '../../sandbox/fleet';", /meet only in contract/],
    ['the sandbox imports the dashboard', 'sandbox/x.ts', "import '../src/utils/vin';", /meet only in contract/],
    ['the contract imports the dashboard', 'contract/x.ts', "import '../src/utils/vin';", /imports neither/],
    ['the API imports the authorization server', 'sandbox/api/x.ts', "import '../auth';", /meet only through/],
    ['the authorization server imports the simulator', 'sandbox/auth/x.ts', "import '../sim';", /meet only through/],
    ['the API imports the simulator itself', 'sandbox/api/routes/x.ts', "import '../../sim';", /meet only through/],
    ['the simulator imports the API', 'sandbox/sim/x.ts', "import '../api/app';", /meet only through/],
    ['a sandbox part imports a composition root', 'sandbox/api/x.ts', "import '../server';", /use only fleet.ts/],
    ['an API test imports the authorization server', 'sandbox/api/x.test.ts', "import '../auth';", /meet only/],
    ['a shared sandbox module imports a part', 'sandbox/support/x.ts', "import '../api/app';", /imports none of them/],
    ['permissions.ts imports a part', 'sandbox/permissions.ts', "import './auth';", /imports none of them/],
    ['the broker imports the API’s internals', 'sandbox/stream/x.ts', "import '../api/authorize';", /meet only/],
    ['the broker imports a composition root', 'sandbox/stream/x.ts', "import '../server';", /use only fleet.ts/],
    ['the API imports the broker', 'sandbox/api/x.ts', "import '../stream';", /meet only through/],
  ])('%s', async (_, path, source, message) => {
    const errors = await boundaryErrors(path, source);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });
});

describe('boundaries: what stays inside the lines passes', { timeout: 60_000 }, () => {
  it.each([
    [
      'a feature imports itself and the shared layers',
      'src/features/ev/x.ts',
      "import './signals';\nimport '../../lib/query-keys';\nimport '../../stores/units-preference';\nimport '../../../contract';",
    ],
    [
      'a route composes features',
      'src/app/routes/x.ts',
      "import '../../features/ev/signals';\nimport '../../features/battery/signals';",
    ],
    [
      'a shared layer imports another',
      'src/components/x.ts',
      "import '../stores/units-preference';\nimport '../utils/units';",
    ],
    [
      'each shared layer imports those below it',
      'src/lib/x.ts',
      "import '../stores/units-preference';\nimport '../config/paths';\nimport '../utils/units';\nimport '../../contract/vin';",
    ],
    [
      'a store imports config and pure functions',
      'src/stores/x.ts',
      "import '../config/storage-names';\nimport '../utils/units';",
    ],
    ['config imports pure functions', 'src/config/x.ts', "import '../utils/vin';"],
    ['main.tsx starts the app', 'src/main.tsx', "import './app/router';\nimport './stores/garage-lists';"],
    [
      'the API uses the clock, the simulator interface and the shared sandbox modules',
      'sandbox/api/x.ts',
      "import '../sim/clock';\nimport '../sim/types';\nimport '../fleet';\nimport '../permissions';\nimport '../accounts';\nimport '../support/support-grants';",
    ],
    [
      'the authorization server uses the shared sandbox modules and the clock',
      'sandbox/auth/x.ts',
      "import '../accounts';\nimport '../permissions';\nimport '../fleet';\nimport '../support';\nimport '../sim/clock';",
    ],
    ['support access uses the clock', 'sandbox/support/x.ts', "import '../sim/clock';\nimport '../accounts';"],
    ['an API test runs the API on a real simulator', 'sandbox/api/x.test.ts', "import '../sim';\nimport './app';"],
    [
      'the broker uses the API through its seam, the shared modules and the clock',
      'sandbox/stream/x.ts',
      "import '../api/seam';\nimport '../permissions';\nimport '../sim/types';",
    ],
    [
      'a broker test starts the whole sandbox with the other parts’ test helpers',
      'sandbox/stream/x.test.ts',
      "import '../server';\nimport '../test-clock';\nimport '../api/testing';\nimport '../sim';",
    ],
    ['the server composes every part', 'sandbox/x.ts', "import './api/app';\nimport './auth';\nimport './sim';"],
  ])('%s', async (_, path, source) => {
    expect(await boundaryErrors(path, source)).toEqual([]);
  });
});
