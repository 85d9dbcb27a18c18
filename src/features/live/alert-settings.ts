/**
 * Device setting (localStorage, not the session: it belongs to the tablet): repeat the new-order
 * alert every 30 seconds until someone acknowledges the order. Off by default = the spec's 3 chimes.
 */
const REPEAT_KEY = 'cbo.repeatAlert';

export function repeatAlertEnabled(): boolean {
  return globalThis.localStorage?.getItem(REPEAT_KEY) === '1';
}
export function setRepeatAlert(on: boolean): void {
  globalThis.localStorage?.setItem(REPEAT_KEY, on ? '1' : '0');
}
