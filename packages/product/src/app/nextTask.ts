/**
 * Resolves in a later task of the event loop, after the browser has had the chance to handle
 * input and paint: a message to a channel rather than setTimeout, which browsers clamp to 4 ms
 * once nested.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof MessageChannel === 'undefined') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
