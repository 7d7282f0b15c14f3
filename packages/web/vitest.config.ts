import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: { include: ['src/**/*.test.{ts,tsx}', 'budget/**/*.test.ts'], environment: 'happy-dom', setupFiles: ['src/test/setup.ts'], passWithNoTests: false, testTimeout: 30000, isolate: false },
});
