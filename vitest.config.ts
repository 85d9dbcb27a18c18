import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Independent of vite.config.ts on purpose: tests need neither the PWA nor the router-generator plugin.
const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on CI's two. The unit and server files
    // are independent (each server file has its own database, port and temp folder): with two workers
    // their 85 files took 11.0 min where the files' own times add up to 18.2 min.
    maxWorkers: 2,
    projects: [
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // One browser + one server at a time, in one fork, after the unit and server projects are done.
          fileParallelism: false,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
          // A browser test that fails once on a loaded 2-core machine gets one more try; a real
          // regression fails both (the report lists every retry).
          retry: 1,
        },
      },
    ],
  },
});
