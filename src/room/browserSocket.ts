import type { OpenSocket } from '../../machines/room/connection';

/** The browser's WebSocket as the connection machine's socket (machines/ has no DOM of its own). */
export const openBrowserSocket: OpenSocket = (url, on) => {
  const socket = new WebSocket(url);
  socket.onopen = () => on.open();
  socket.onmessage = (event) => on.message(event.data);
  // An error is always followed by close: close alone moves the machine on.
  socket.onclose = (event) => on.close(event.code);
  return {
    send: (text) => {
      if (socket.readyState === WebSocket.OPEN) socket.send(text);
    },
    close: () => {
      socket.onopen = socket.onmessage = socket.onclose = null;
      socket.close(1000);
    },
  };
};
