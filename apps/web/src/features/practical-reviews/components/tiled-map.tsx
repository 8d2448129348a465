import type { MapTilesArchive, PracticalArea } from '@jal/contracts';
import { addProtocol, Map as MapLibreMap, setWorkerUrl } from 'maplibre-gl';
import './tiled-map.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { FetchSource, PMTiles, Protocol } from 'pmtiles';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiHeaders, apiPath } from '@/lib/api-client';
import { formatNumber } from '@/lib/locale-format';
import { overlayBounds, overlayFeatures } from '../lib/map-overlays';
import { mapStyle } from '../lib/map-style';
import { scaleStep } from '../lib/plain-map';

// This module and the libraries it imports are fetched only when a base map is loaded and the
// browser draws WebGL 2 (see place-map.tsx): nobody else downloads them.

export type TiledMapProps = {
  archive: MapTilesArchive;
  place: { latitude: number; longitude: number; accuracyMetres: number };
  area: PracticalArea | null;
  /** The map has drawn its first view, tiles and all. */
  onDrawn: () => void;
  /** The map cannot be drawn (no WebGL context, the archive unreadable): the plain map stays. */
  onFailed: () => void;
};

let protocol: Protocol | null = null;

/**
 * The `pmtiles://` protocol, registered once: MapLibre asks it for each tile, and it reads the
 * archive in byte ranges with the API client's headers. MapLibre's worker is a file of the build,
 * fetched from this site, so the page's CSP needs no `blob:` worker.
 */
function pmtilesProtocol(): Protocol {
  if (!protocol) {
    protocol = new Protocol();
    addProtocol('pmtiles', protocol.tile);
    setWorkerUrl(new URL(workerUrl, window.location.href).href);
  }
  return protocol;
}

/** The scale bar for the view: a round length and the pixels it spans. */
function measureScale(map: MapLibreMap): { metres: number; pixels: number } | null {
  const { clientWidth: width, clientHeight: height } = map.getCanvas();
  if (!width) return null;
  const widthMetres = map.unproject([0, height / 2]).distanceTo(map.unproject([width, height / 2]));
  const metres = scaleStep(widthMetres);
  return { metres, pixels: (metres / widthMetres) * width };
}

/**
 * The place on the district's base map, drawn by MapLibre from the PMTiles archive the platform
 * serves: the same overlays, frame, scale and north as the plain map, which it covers once drawn.
 * A still picture (not moved by touch or keys), hidden from screen readers: the plain map beneath
 * stays their description.
 */
export function TiledMap({ archive, place, area, onDrawn, onFailed }: TiledMapProps) {
  const { t, i18n } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState<{ metres: number; pixels: number } | null>(null);
  const callbacks = useRef({ onDrawn, onFailed });
  callbacks.current = { onDrawn, onFailed };
  const { latitude, longitude, accuracyMetres } = place;

  useEffect(() => {
    if (!container.current) return;
    const url = new URL(apiPath(archive.url), window.location.href).href;
    const reader = pmtilesProtocol();
    reader.add(new PMTiles(new FetchSource(url, new Headers(apiHeaders()))));
    const spot = { latitude, longitude, accuracyMetres };
    let drawn = false;
    let map: MapLibreMap;
    try {
      map = new MapLibreMap({
        container: container.current,
        style: mapStyle(archive, url, overlayFeatures(spot, area)),
        bounds: overlayBounds(spot, area),
        fitBoundsOptions: { padding: 28 },
        interactive: false,
        attributionControl: false,
        fadeDuration: 0,
      });
    } catch {
      callbacks.current.onFailed();
      return;
    }
    const fail = () => {
      if (!drawn) callbacks.current.onFailed();
    };
    map.on('error', fail);
    map.on('webglcontextlost', fail);
    map.once('idle', () => {
      drawn = true;
      setScale(measureScale(map));
      callbacks.current.onDrawn();
    });
    return () => map.remove();
  }, [archive, area, latitude, longitude, accuracyMetres]);

  return (
    <div aria-hidden="true" className="absolute inset-0 overflow-hidden rounded-xl">
      <div ref={container} className="h-full w-full" />
      <div className="pointer-events-none absolute top-2 right-3 flex flex-col items-center text-xs font-bold text-text">
        <svg viewBox="0 0 12 14" className="h-3.5 w-3 fill-text">
          <path d="M6 0 L12 14 H0 Z" />
        </svg>
        <span className="rounded bg-surface/80 px-1">{t('reviews.map.north')}</span>
      </div>
      {scale ? (
        <div className="pointer-events-none absolute bottom-2 left-3 flex items-end gap-1 text-xs text-text">
          <span className="h-2 border-x-2 border-b-2 border-text" style={{ width: `${scale.pixels}px` }} />
          <span className="rounded bg-surface/80 px-1">
            {t('reviews.map.scale', { metres: formatNumber(scale.metres, i18n.language) })}
          </span>
        </div>
      ) : null}
    </div>
  );
}
