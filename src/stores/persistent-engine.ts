import {
  setPersistentEngine,
  windowPersistentEvents,
  type PersistentStore,
} from '@nanostores/persistent';

/**
 * Booking state lives in sessionStorage (ARCHITECTURE "Stores"): it survives page-to-page
 * navigation and reloads within the tab, and is gone when the tab closes. Import this module
 * before any module that creates a persistent store.
 */
function sessionEngine(): PersistentStore | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined; // storage blocked: stores stay in memory
  }
}

const engine = sessionEngine();
if (engine) setPersistentEngine(engine, windowPersistentEvents);
