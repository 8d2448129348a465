/** The reader panel starts 400 px from the right edge and 64 px from the top, and can be dragged from there. */
export const PANEL_START = { fromRight: 400, top: 64 } as const;
const MARGIN = 8;

export type Point = { x: number; y: number };
export type Size = { width: number; height: number };

/** Keeps the whole panel inside the viewport (a margin from each edge where it fits). */
export function clampToViewport(point: Point, panel: Size, viewport: Size): Point {
  const maxX = Math.max(MARGIN, viewport.width - panel.width - MARGIN);
  const maxY = Math.max(MARGIN, viewport.height - panel.height - MARGIN);
  return {
    x: Math.round(Math.min(maxX, Math.max(MARGIN, point.x))),
    y: Math.round(Math.min(maxY, Math.max(MARGIN, point.y))),
  };
}

export function startPosition(panel: Size, viewport: Size): Point {
  return clampToViewport({ x: viewport.width - PANEL_START.fromRight, y: PANEL_START.top }, panel, viewport);
}

/** Arrow keys move the panel 16 px, 64 px with Shift. */
export function keyboardMove(key: string, shift: boolean): Point | null {
  const step = shift ? 64 : 16;
  switch (key) {
    case 'ArrowLeft':
      return { x: -step, y: 0 };
    case 'ArrowRight':
      return { x: step, y: 0 };
    case 'ArrowUp':
      return { x: 0, y: -step };
    case 'ArrowDown':
      return { x: 0, y: step };
    default:
      return null;
  }
}
