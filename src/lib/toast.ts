import type { ReactElement } from 'react';

/**
 * Toasts without react-hot-toast on the start-up path: the library (and its Toaster) load on the
 * first toast, or when the app is idle after start-up (`wantToaster`). Same calls as the library's
 * for what this app uses: `toast(element, { id })`, `toast.success(text)`, `toast.error(text)`.
 * Spec §9: toasts last 3 seconds at the bottom right, without a progress bar (set on the Toaster).
 */
type Content = string | ReactElement;
interface Options {
  id?: string;
}
type Library = typeof import('react-hot-toast');

let library: Promise<Library> | null = null;
// A failed load (offline before the service worker has the app) is forgotten, so the next toast retries.
const load = () =>
  (library ??= import('react-hot-toast').catch((error: unknown) => {
    library = null;
    throw error;
  }));

let wanted = false;
const listeners = new Set<() => void>();

/** Asks for the Toaster to be mounted (components/toast-host) and its code to load. */
export function wantToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const l of listeners) l();
}
export const toasterWanted = () => wanted;
export function onToasterWanted(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

function show(kind: 'blank' | 'success' | 'error', content: Content, options?: Options): void {
  wantToaster();
  load()
    .then(({ default: toast }) => {
      if (kind === 'blank') toast(content, options);
      else toast[kind](content, options);
    })
    // Offline before the app is cached: this toast is lost (the next one loads the library again).
    .catch(() => undefined);
}

const toast = Object.assign((content: Content, options?: Options) => show('blank', content, options), {
  success: (content: Content, options?: Options) => show('success', content, options),
  error: (content: Content, options?: Options) => show('error', content, options),
});
export default toast;
