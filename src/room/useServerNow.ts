import { useEffect, useState } from 'react';
import { serverNow } from '../../machines/room/clock';

/** The server's time as this device estimates it, updated every `every` ms while `running`. */
export function useServerNow(offset: number, running: boolean, every = 250): number {
  const [now, setNow] = useState(() => serverNow(Date.now(), offset));
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(serverNow(Date.now(), offset)), every);
    return () => clearInterval(timer);
  }, [offset, running, every]);
  return now;
}
