// Calls back on every animation frame while mounted (the playhead, the level meter, the pitch trace).
import { useEffect, useRef } from 'react';

export function useAnimationFrame(callback: () => void, active = true) {
  const saved = useRef(callback);
  useEffect(() => {
    saved.current = callback;
  });
  useEffect(() => {
    if (!active) return;
    let frame = requestAnimationFrame(function tick() {
      saved.current();
      frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [active]);
}
