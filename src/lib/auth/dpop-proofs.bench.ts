/**
 * `npm run bench:proofs`: what a DPoP proof costs the dashboard (one per API request), measured in Node's WebCrypto:
 * `PROOFS` (10,000 by default) PS256 proofs of one key, their time, and that no jti repeats. Prints figures only.
 */
import { decodeJwt } from 'jose';
import { generateDpopKeyPair, toDpopKey } from './dpop-key';
import { createProof } from './dpop-proof';

const PROOFS = Number(process.env.PROOFS ?? 10_000);
const key = await toDpopKey({ client_id: 'dashboard' }, await generateDpopKeyPair());
const jtis = new Set<string>();
const started = performance.now();
for (let i = 0; i < PROOFS; i++)
  jtis.add(decodeJwt(await createProof(key, 'GET', 'http://localhost:4000/v1/vehicles', 'access-token')).jti!);
const ms = performance.now() - started;
console.log(
  `${PROOFS.toLocaleString('en')} PS256 proofs in ${Math.round(ms)} ms (${(ms / PROOFS).toFixed(2)} ms each); ` +
    `distinct jti: ${jtis.size === PROOFS ? 'all' : `${jtis.size} of ${PROOFS}`}`,
);
if (jtis.size !== PROOFS) process.exitCode = 1;
