// The peer is built by the panel's own Vite (the repository's node_modules) with its packages from here, and
// precompressed the same way as the panel (tools/precompress.mjs), so both are served alike.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../precompress.mjs';

export default defineConfig({
  plugins: [react(), precompress()],
  build: { outDir: 'dist', sourcemap: false },
});
