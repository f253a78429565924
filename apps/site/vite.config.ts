import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  server: { port: 5173 },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // Budgets live in the bench command; this only keeps Vite from nagging about the vendor chunk.
    chunkSizeWarningLimit: 400,
  },
});
