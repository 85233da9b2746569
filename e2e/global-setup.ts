/** Before the e2e run: the built dashboard every worker serves (`npm test` builds it first and sets E2E_PREBUILT). */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { e2eStart } from './support/start';

export default function globalSetup(): void {
  if (!process.env.E2E_PREBUILT) execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (!existsSync('dist/index.html')) throw new Error('No dist/index.html: run `npx vite build` first.');
  console.log(`e2e: every worker's sandbox starts its clock at ${e2eStart()}`);
}
