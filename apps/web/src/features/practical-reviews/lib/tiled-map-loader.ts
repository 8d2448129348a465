import type { ComponentType } from 'react';
import type { TiledMapProps } from '../components/tiled-map';

/** The tiled map's module, fetched on demand: MapLibre and the PMTiles reader travel in it. */
export type TiledMapModule = { TiledMap: ComponentType<TiledMapProps> };

export const loadTiledMap = (): Promise<TiledMapModule> => import('../components/tiled-map');

/**
 * Whether this browser can draw the tiled map: MapLibre draws with WebGL 2. Asked before its
 * code is fetched, so a browser that cannot draw it never downloads it.
 */
export function canDrawTiles(): boolean {
  try {
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('webgl2');
    context?.getExtension('WEBGL_lose_context')?.loseContext();
    return !!context;
  } catch {
    return false;
  }
}
