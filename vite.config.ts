import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// Picked up by Ladle (`npm start`, `npm run stories:build`); Vitest has its own vitest.config.ts.
export default defineConfig({
  plugins: [tailwindcss()],
});
