export declare const SERVER_BUNDLE: string;
/** Compiles server/start.ts into dist-server/start.mjs (with its migrations); resolves to its path. */
export declare function buildServer(): Promise<string>;
