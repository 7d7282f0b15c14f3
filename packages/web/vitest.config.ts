import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { join } from 'node:path';
import { messages } from './vite.messages';

export default defineConfig({
  plugins: [messages(join(import.meta.dirname, 'src/i18n/messages')), react()],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'budget/**/*.test.ts'],
    environment: 'happy-dom',
    setupFiles: ['src/test/setup.ts'],
    passWithNoTests: false,
    testTimeout: 30000,
    isolate: false,
  },
});
