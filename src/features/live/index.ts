/**
 * The live room's public face for the other features (the order screens): the alert sound and its
 * setting, the outbox that carries a staff action to the server, the screen wake lock. Features import
 * the live room only through this file (eslint.config.js); the routes, which compose the app, import
 * its parts directly. Its state is in src/state/live.ts, below every feature.
 */
export { alertPlayer } from './alert-player';
export { ALERT_REPEATS } from './alert-sound';
export { repeatAlertEnabled, setRepeatAlert } from './alert-settings';
export { enqueue } from './outbox';
export { keepScreenAwake } from './wake-lock';
export { belongsTo, patchOrderList } from './order-list-rules';
export { setPagesPatch } from './patch-order-list';
