import type { LogoutParticipant } from '@/lib/logout-participants';
import { clearSavedOutbox } from './outbox-store';
import { liveState, resetLive } from '@/state/live';

/**
 * The live room's part of logging out: unsent order actions would be lost (logout asks first), and the
 * store's saved outbox is emptied so the next session never replays them. Small and outside the live
 * chunk: logout also runs from screens that never loaded the board.
 */
export const liveLogout: LogoutParticipant = {
  pending: () => liveState.pending.length,
  clear: async (storeId) => {
    resetLive();
    if (storeId !== null) await clearSavedOutbox(storeId);
  },
};
