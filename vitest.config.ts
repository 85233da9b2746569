import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { icuMessages } from './scripts/icu-messages-plugin';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'sandbox/**/*.test.ts',
            'contract/**/*.test.ts',
            'src/**/*.node.test.ts',
            'eslint.boundaries.test.ts',
            'eslint.i18n.test.ts',
            'scripts/**/*.test.ts',
          ],
          testTimeout: 20_000,
        },
      },
      {
        plugins: [react(), icuMessages()],
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.node.test.ts'],
          setupFiles: ['src/test/setup.ts'],
        },
      },
    ],
  },
});
