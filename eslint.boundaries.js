/**
 * Who may import whom (README, "Where things are"). An import is judged by the file it resolves to, so relative paths
 * of any depth count. The last policy that matches an import decides; what no policy forbids is allowed.
 */
/** The shared layers, lowest first: each imports only the layers before it (and contract/). */
const SHARED = ['utils', 'config', 'stores', 'lib', 'components'];
const SRC = ['app', 'feature', 'shared', 'src-root'];
const SANDBOX = ['sandbox-part', 'sandbox-root'];
/** What the sandbox's api/, auth/, sim/ and stream/ share, inside sandbox/. */
const SANDBOX_SHARED = ['fleet.ts', 'accounts.ts', 'permissions.ts', 'support/**', 'limits/**'];
/** What the broker uses of the data API (its authentication, authorisation and EV body), in one module. */
const API_SEAM = 'seam.ts';
/** The simulator's clock, interface and seeded generator: what the other parts may know of the simulator. */
const SIM_SEAM = ['clock.ts', 'types.ts', 'random.ts'];
const SEAMS =
  'fleet.ts, accounts.ts, permissions.ts, support/, limits/, the clock (sim/clock.ts, sim/types.ts, sim/random.ts), api/seam.ts and contract/';
/** What a part's tests may start besides: the whole sandbox, its test clock, the OAuth client and other parts' test helpers. */
const TEST_FILES = ['**/*.test.ts', '**/testing.ts'];
const SANDBOX_FOR_TESTS = ['server.ts', 'test-clock.ts', 'client-flow/**'];

/** The first element whose folder pattern matches a file classifies it. */
export const boundaryElements = [
  { type: 'app', pattern: 'src/app' },
  { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
  { type: 'shared', pattern: `src/(${SHARED.join('|')})`, capture: ['layer'] },
  { type: 'src-root', pattern: 'src' },
  { type: 'sandbox-part', pattern: 'sandbox/(api|auth|sim|stream)', capture: ['part'] },
  // SANDBOX_SHARED, which every part may use; server.ts, config.ts, bench/ and client-flow/, which compose the parts.
  { type: 'sandbox-root', pattern: 'sandbox' },
  { type: 'contract', pattern: 'contract' },
];

const to = (types, extra = {}) => ({ to: { element: { types: { anyOf: types }, ...extra } } });
const part = (name, extra = {}) => ({ element: { type: 'sandbox-part', captured: { part: name }, ...extra } });

export const boundaryPolicies = [
  {
    from: { element: { type: 'feature' } },
    disallow: to(['feature'], { captured: { feature: '!{{from.captured.feature}}' } }),
    message:
      'features/{{from.captured.feature}} imports features/{{to.captured.feature}}: features never import each other. Move what both need to a shared layer (components, lib, utils, stores) or compose them in an app/ route.',
  },
  {
    from: { element: { type: 'feature' } },
    disallow: to(['app', 'src-root']),
    message: 'A feature imports "{{dependency.source}}": app/ composes features, never the other way round.',
  },
  {
    from: { element: { type: 'shared' } },
    disallow: to(['feature', 'app', 'src-root']),
    message:
      'The shared layer imports "{{dependency.source}}": components, lib, utils, config and stores import no feature and no route. Move what they need into the shared layer.',
  },
  // The shared layers in order: utils → config → stores → lib → components, each importing only those before it.
  ...SHARED.slice(0, -1).map((layer, i) => ({
    from: { element: { type: 'shared', captured: { layer } } },
    disallow: to(['shared'], { captured: SHARED.slice(i + 1).map((above) => ({ layer: above })) }),
    message: `src/${layer} imports "{{dependency.source}}": the shared layers import only downwards (${[...SHARED].reverse().join(' → ')}), and ${layer} imports only ${i === 0 ? 'contract/' : SHARED.slice(0, i).join(', ')}.`,
  })),
  {
    from: { element: { type: 'src-root' } },
    disallow: to(['feature']),
    message: '{{from.fileInternalPath}} imports a feature: main.tsx starts app/, which composes the features.',
  },
  {
    from: { element: { types: { anyOf: SRC } } },
    disallow: to(SANDBOX),
    message: 'The dashboard imports the sandbox ("{{dependency.source}}"): src/ and sandbox/ meet only in contract/.',
  },
  {
    from: { element: { types: { anyOf: SANDBOX } } },
    disallow: to(SRC),
    message: 'The sandbox imports the dashboard ("{{dependency.source}}"): src/ and sandbox/ meet only in contract/.',
  },
  {
    from: { element: { type: 'contract' } },
    disallow: to([...SRC, ...SANDBOX]),
    message: 'contract/ imports "{{dependency.source}}": both sides import the contract, it imports neither.',
  },
  {
    from: { element: { type: 'sandbox-part' } },
    disallow: to(['sandbox-part'], { captured: { part: '!{{from.captured.part}}' } }),
    message: `sandbox/{{from.captured.part}} imports sandbox/{{to.captured.part}}: api/, auth/, sim/ and stream/ meet only through ${SEAMS}.`,
  },
  {
    from: { element: { type: 'sandbox-part' } },
    disallow: to(['sandbox-root']),
    message:
      'sandbox/{{from.captured.part}} imports "{{dependency.source}}": of the sandbox root, the parts use only fleet.ts, accounts.ts, permissions.ts, support/ (grants and the access record) and limits/ (counters and the address rule).',
  },
  {
    from: { element: { type: 'sandbox-part' } },
    allow: to(['sandbox-root'], { fileInternalPath: SANDBOX_SHARED }),
  },
  {
    from: { element: { type: 'sandbox-root', fileInternalPath: SANDBOX_SHARED } },
    disallow: to(['sandbox-part']),
    message: `sandbox/{{from.fileInternalPath}} imports sandbox/{{to.captured.part}}: what the parts share imports none of them (only ${SEAMS}).`,
  },
  // The seam to the simulator: its clock, its interface and its seeded generator, never its implementation.
  {
    from: { element: { types: { anyOf: ['sandbox-part', 'sandbox-root'] } } },
    allow: { to: part('sim', { fileInternalPath: SIM_SEAM }) },
  },
  { from: { element: { type: 'sandbox-part' } }, allow: { to: part('api', { fileInternalPath: API_SEAM }) } },
  // API and broker tests run them on a real simulator, as server.ts does.
  { from: part('api', { fileInternalPath: '*.test.ts' }), allow: { to: part('sim') } },
  { from: part('stream', { fileInternalPath: '*.test.ts' }), allow: { to: part('sim') } },
  // A part's tests may start the whole sandbox and use other parts' test helpers.
  {
    from: { element: { type: 'sandbox-part', fileInternalPath: TEST_FILES } },
    allow: to(['sandbox-root'], { fileInternalPath: SANDBOX_FOR_TESTS }),
  },
  {
    from: { element: { type: 'sandbox-part', fileInternalPath: TEST_FILES } },
    allow: { to: { element: { type: 'sandbox-part', fileInternalPath: 'testing.ts' } } },
  },
];
