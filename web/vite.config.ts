import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { pageMetaPlugin } from './build/pageMetaPlugin';

export default defineConfig({
  plugins: [react(), tailwindcss(), pageMetaPlugin(fileURLToPath(new URL('./src/locales/site', import.meta.url)))],
  server: { proxy: { '/api': 'http://localhost:3000', '/healthz': 'http://localhost:3000' } },
  build: {
    rollupOptions: {
      output: {
        manualChunks: { react: ['react', 'react-dom', 'react-router'], query: ['@tanstack/react-query'], i18n: ['i18next', 'react-i18next'] },
      },
    },
  },
});
