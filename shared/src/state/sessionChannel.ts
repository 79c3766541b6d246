/** What one tab tells the others about the session (SPEC §4: activity and logout are synchronised across tabs). */
export type SessionMessage = { type: 'activity'; at: number } | { type: 'logout' };

const CHANNEL = 'shop-session';
const STORAGE_KEY = 'shop-session-message';

let channel: BroadcastChannel | null | undefined;
function broadcastChannel(): BroadcastChannel | null {
  if (channel === undefined) channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  return channel;
}

/** Sends to the site's other open tabs (BroadcastChannel, or storage events where it is missing). */
export function postSessionMessage(message: SessionMessage) {
  const open = broadcastChannel();
  if (open) {
    open.postMessage(message);
    return;
  }
  try {
    // A changing value, so equal messages still fire the event.
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...message, nonce: Math.random() }));
  } catch {
    // Storage blocked: the other tabs find out at their own next request.
  }
}

export function subscribeSessionMessages(listener: (message: SessionMessage) => void): () => void {
  const open = broadcastChannel();
  if (open) {
    const onMessage = (event: MessageEvent<SessionMessage>) => listener(event.data);
    open.addEventListener('message', onMessage);
    return () => open.removeEventListener('message', onMessage);
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY && event.newValue) listener(JSON.parse(event.newValue) as SessionMessage);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
