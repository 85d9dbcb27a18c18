// First, for its side effect: start reading the saved session before anything else is evaluated.
import '@/lib/warm-start';
// The base styles first: they declare the cascade layers Chakra's styles join later.
import '@/styles/base.css';
import { startTransition } from 'react';
import { createRoot } from '@/boot/react-dom';
import { createApp } from '@/app';
import { yieldToMain } from '@/lib/yield';
import '@/styles/print.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// Evaluating the app's modules, building the router and rendering are three tasks, not one: on a slow
// tablet each was tens of milliseconds, and together one long task before the first screen.
async function start(container: HTMLElement) {
  await yieldToMain();
  const { App } = createApp();
  await yieldToMain();
  // A transition: React renders the first screen in slices and yields between them.
  startTransition(() => createRoot(container).render(<App />));
}
void start(root);
