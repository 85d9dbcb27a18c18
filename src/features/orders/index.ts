/**
 * The order screens' public face for the other features: the day's missed-order log, which the daily
 * sales report opens for a past day (issue 26 §3). Features import the order screens only through this
 * file (eslint.config.js).
 */
export { MissedDialog } from './components/missed-dialog';
