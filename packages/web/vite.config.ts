import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: true },
  server: { host: '127.0.0.1', port: Number(process.env.MPA_WEB_PORT ?? 5173) },
});
