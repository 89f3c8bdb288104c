import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

// findBy*/waitFor wait up to 1 s by default; a loaded 2-core CI machine needs more.
configure({ asyncUtilTimeout: 5_000 });

// Wallet adapters poll for their browser extension every second and never stop; a poll that
// fires after the file's DOM is torn down throws 'window is not defined'. Intervals die with
// the file that started them.
const openIntervals = new Set<ReturnType<typeof setInterval>>();
const nativeSetInterval = globalThis.setInterval;
const nativeClearInterval = globalThis.clearInterval;
const trackedSetInterval = (...args: Parameters<typeof setInterval>) => {
  const id = nativeSetInterval(...args);
  openIntervals.add(id);
  return id;
};
globalThis.setInterval = Object.assign(trackedSetInterval, nativeSetInterval) as typeof setInterval;

// jsdom installs its own Uint8Array, while Buffer and TextEncoder make Node's: byte checks
// (`instanceof Uint8Array` in @noble/hashes) then fail, and web3.js cannot derive a program
// address. The browser has one realm; so do the tests, with Node's constructor.
const NodeUint8Array = Object.getPrototypeOf(Buffer.prototype).constructor as Uint8ArrayConstructor;
if (globalThis.Uint8Array !== NodeUint8Array) globalThis.Uint8Array = NodeUint8Array;

afterEach(() => {
  cleanup();
});

afterAll(() => {
  for (const id of openIntervals) nativeClearInterval(id);
  openIntervals.clear();
});
