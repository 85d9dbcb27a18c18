export * from './envelope';
export * from './common';
export * from './auth';
export * from './codes';
export * from './store';
export * from './orders';
export * from './socket';
