import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
  // `npm run dev` for the web app alone talks to a server on :3000 (the API and the board's calls).
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/classifieds': 'http://127.0.0.1:3000' },
  },
});
