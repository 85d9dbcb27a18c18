/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/react" />

interface ImportMetaEnv {
  /** Origin of the backend (e.g. https://api.example.com); empty means the page's own origin. */
  readonly VITE_API_BASE?: string;
  /** Milliseconds a call may take before the client gives up (default 15000; uploads 4×). */
  readonly VITE_REQUEST_TIMEOUT_MS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
