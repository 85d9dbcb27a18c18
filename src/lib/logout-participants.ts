/**
 * What a feature keeps on the device for the session (the live room: unsent order actions and live
 * state). Registered by the composition root (src/app), so the shared logout hook (use-logout.ts)
 * imports no feature.
 */
export interface LogoutParticipant {
  /** Work logging out would lose: with any, logout asks first. */
  pending(): number;
  /** Forget this session's data (the store's, when one was chosen). */
  clear(storeId: number | null): Promise<void>;
}
const participants: LogoutParticipant[] = [];
export function addLogoutParticipant(participant: LogoutParticipant): void {
  if (!participants.includes(participant)) participants.push(participant);
}
export const logoutParticipants = (): readonly LogoutParticipant[] => participants;
