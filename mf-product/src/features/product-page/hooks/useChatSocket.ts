import { useEffect } from 'react';

/**
 * SPEC §7: the product page keeps a socket to /ws/chat open; messages are parsed and nothing is done with them yet.
 * A socket that cannot open is only logged: the page works without it.
 */
export function useChatSocket() {
  useEffect(() => {
    let socket: WebSocket;
    try {
      socket = new WebSocket(
        `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/ws/chat`,
      );
    } catch (error) {
      console.warn('[chat] socket not opened', error);
      return;
    }
    socket.addEventListener('message', (event) => {
      try {
        JSON.parse(String(event.data));
      } catch {
        // Not JSON: ignored, like any message for now.
      }
    });
    return () => socket.close();
  }, []);
}
