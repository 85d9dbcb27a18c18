import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Independent of vite.config.ts on purpose: tests need neither the PWA nor the router-generator plugin.
const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

/**
 * Unit files that replace modules or globals (vi.mock, vi.stubGlobal, vi.stubEnv): each in a module
 * graph of its own, since a module another file imported first would keep the real one.
 */
const MOCKING_UNIT_FILES = [
  'tests/unit/api-client-errors.test.ts',
  'tests/unit/api-client.test.ts',
  'tests/unit/bootstrap.test.ts',
  'tests/unit/contract-dates.test.ts',
  'tests/unit/idle.test.ts',
  'tests/unit/outbox.test.ts',
  'tests/unit/persist-orders.test.ts',
  'tests/unit/use-api-mutation.test.tsx',
  'tests/unit/voice.test.ts',
  'tests/unit/yield.test.ts',
];

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
          exclude: MOCKING_UNIT_FILES,
          environment: 'jsdom',
          // One module graph per worker: importing the app anew for each file was half of the project's
          // time. Files that replace modules or globals are the other project's.
          isolate: false,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'unit-mocks',
          include: MOCKING_UNIT_FILES,
          environment: 'jsdom',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          globalSetup: ['tests/server/seeded-db-setup.ts'],
          environment: 'node',
          // One module graph per worker, not per file: a server file imports the whole backend, and
          // importing it anew for each of 46 files took ~40 s. Each file still builds its own apps on
          // its own databases; the backend keeps no module-level state between apps.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          globalSetup: ['tests/server/seeded-db-setup.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Two files at a time, each on a server of its own (a fresh copy of the seeded database),
          // sharing their worker's Chromium: not isolated, so tests/e2e/setup.ts keeps the browser
          // from one file to the next. After the unit and server projects are done. No retries: a
          // test that fails once is a failure.
          isolate: false,
          maxWorkers: Number(process.env.E2E_WORKERS) || 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
