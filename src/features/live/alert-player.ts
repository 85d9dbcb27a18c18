import { createAlertPlayer } from './alert-sound';

/** The one alert player of the app (one AudioContext per page). */
export const alertPlayer = createAlertPlayer();
