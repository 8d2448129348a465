import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { clampToViewport, keyboardMove, startPosition, type Point } from './panel-position';

function viewport() {
  return { width: document.documentElement.clientWidth, height: window.innerHeight };
}

function sizeOf(element: HTMLElement | null) {
  return element ? { width: element.offsetWidth, height: element.offsetHeight } : { width: 0, height: 0 };
}

/** Position of a fixed panel, moved by dragging a handle or by its arrow keys; always on screen. */
export function usePanelPosition(panel: RefObject<HTMLElement | null>) {
  const [position, setPosition] = useState<Point | null>(null);
  const drag = useRef<{ pointer: number; offset: Point } | null>(null);

  const place = useCallback((point: Point) => setPosition(clampToViewport(point, sizeOf(panel.current), viewport())), [panel]);

  useLayoutEffect(() => {
    setPosition(startPosition(sizeOf(panel.current), viewport()));
  }, [panel]);

  // A rotated phone or a resized window must not leave the panel off screen.
  useEffect(() => {
    const onResize = () => setPosition((current) => (current ? clampToViewport(current, sizeOf(panel.current), viewport()) : current));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [panel]);

  const handleProps = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0 || !position) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      drag.current = { pointer: event.pointerId, offset: { x: event.clientX - position.x, y: event.clientY - position.y } };
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const current = drag.current;
      if (!current || current.pointer !== event.pointerId) return;
      place({ x: event.clientX - current.offset.x, y: event.clientY - current.offset.y });
    },
    onPointerUp: () => {
      drag.current = null;
    },
    onPointerCancel: () => {
      drag.current = null;
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      const delta = keyboardMove(event.key, event.shiftKey);
      if (!delta || !position) return;
      event.preventDefault();
      place({ x: position.x + delta.x, y: position.y + delta.y });
    },
  };

  return { position, handleProps };
}
