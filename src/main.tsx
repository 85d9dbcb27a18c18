// First, for its side effect: start reading the saved session before anything else is evaluated.
import '@/lib/warm-start';
// The base styles first: they declare the cascade layers Chakra's styles join later.
import '@/styles/base.css';
import { createRoot } from 'react-dom/client';
import { createApp } from '@/app';
import '@/styles/print.css';

const { App } = createApp();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(<App />);
