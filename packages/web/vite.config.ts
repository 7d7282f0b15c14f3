import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** Names route chunks after their folder (screen-vendors-[hash].js, layout-[hash].js) so they can be told apart. */
function chunkFileNames(chunk: { facadeModuleId: string | null; name: string }): string {
  const id = chunk.facadeModuleId?.replace(/\\/g, '/') ?? '';
  const screen = /\/src\/screens\/([^/]+)\/index\.tsx$/.exec(id);
  if (screen) return `assets/screen-${screen[1]}-[hash].js`;
  if (/\/src\/layout\/Layout\.tsx$/.test(id)) return 'assets/layout-[hash].js';
  return 'assets/[name]-[hash].js';
}

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: { output: { chunkFileNames } },
  },
  server: { host: '127.0.0.1', port: Number(process.env.MPA_WEB_PORT ?? 5173) },
});
