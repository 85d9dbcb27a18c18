/**
 * Imported first by main.tsx, so this runs before the rest of the app's modules are evaluated: the
 * device's saved session is read from IndexedDB while the framework starts up, not after it (on an
 * offline cold start that read was 100–190 ms in line before the shell could render).
 */
import { preloadDeviceSession } from '@/lib/device-session';

preloadDeviceSession();
