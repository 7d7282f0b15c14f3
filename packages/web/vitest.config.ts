import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { join } from 'node:path';
import { messages } from './vite.messages';

export default defineConfig({
  plugins: [messages(join(import.meta.dirname, 'src/i18n/messages')), react()],
  test: {
    environment: 'happy-dom',
    setupFiles: ['src/test/setup.ts'],
    passWithNoTests: false,
    testTimeout: 30000,
    isolate: false,
    projects: [
      // the components and screens, in happy-dom (the `test` target)
      { extends: true, test: { name: 'components', include: ['src/**/*.test.{ts,tsx}'] } },
      // the built panel's sizes and stylesheets (dist/): the `budget` target, which runs after the build; the
      // component tests need no build, so npm test starts them before the panel is built (tools/test.mjs)
      { extends: true, test: { name: 'budget', include: ['budget/**/*.test.ts'] } },
    ],
  },
});
