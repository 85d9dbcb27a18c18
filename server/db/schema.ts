/**
 * The whole Drizzle schema, one import for the app and drizzle-kit (drizzle.config.ts). Only re-exports:
 * the area files import the tables they reference from schema-core.ts, not from here, so no schema
 * module imports itself in a circle.
 */
export * from './schema-core';
export * from './schema-people';
export * from './schema-money';
export * from './schema-menu-store';
export * from './schema-images';
export * from './schema-channel';
export * from './schema-auth';
export * from './schema-print';
