// Built as an integrator builds: @lms/core and @lms/react through their published exports (dist/, so the root
// build's library step comes first), no source condition and no proxy: the API is on another origin.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
});
