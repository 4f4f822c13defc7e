import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { reporters } from '../../vitest.shared.js';

export default defineConfig({
  plugins: [react()],
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    reporters: reporters('web'),
    env: { TZ: 'UTC' },
    passWithNoTests: true,
  },
});
