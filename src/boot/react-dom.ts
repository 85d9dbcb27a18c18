/**
 * React DOM's client, evaluated in a step of its own (vite.config.ts `evaluateInSteps`): setting it up
 * is ~2 ms of code, and it creates errors as it starts (React's SuspenseException and others), for
 * which Chromium collects the source positions of the whole library whenever a debugger is attached —
 * another ~10 ms, which a Lighthouse audit always pays. In the entry's evaluation that made one task
 * of 15–20 ms; on its own it is its own task, and the entry's is short.
 */
export { createRoot } from 'react-dom/client';
