import type { MapTilesArchive, PracticalArea } from '@jal/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canDrawTiles, loadTiledMap, type TiledMapModule } from '../lib/tiled-map-loader';
import { PlainMap } from './plain-map';

type Props = {
  place: { latitude: number; longitude: number; accuracyMetres: number };
  area: PracticalArea | null;
  /** The installation's base map, when an administrator loaded one. */
  tiles: MapTilesArchive | null;
  /** How the tiled map's code is fetched, and whether the browser can draw it (tests hand in their own). */
  load?: () => Promise<TiledMapModule>;
  canDraw?: () => boolean;
};

/**
 * The place of a submission: always the plain map, drawn at once from what the platform holds,
 * and the screen readers' description of it. With a base map loaded and a browser that draws
 * WebGL 2, the tiled map's code is fetched and, once it has drawn, covers the plain map; if it
 * cannot be fetched or drawn, the plain map simply stays.
 */
export function PlaceMap({ place, area, tiles, load = loadTiledMap, canDraw = canDrawTiles }: Props) {
  const { t } = useTranslation();
  const [tiled, setTiled] = useState<TiledMapModule | null>(null);
  const [drawn, setDrawn] = useState(false);
  const archiveId = tiles?.id;

  useEffect(() => {
    setTiled(null);
    setDrawn(false);
    if (!archiveId || !canDraw()) return;
    let current = true;
    load()
      .then((module) => current && setTiled(module))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [archiveId, load, canDraw]);

  const TiledMap = tiled?.TiledMap;
  return (
    <div className="flex max-w-md flex-col gap-1">
      <div className="relative">
        <PlainMap place={place} area={area} />
        {TiledMap && tiles ? (
          <div className={drawn ? '' : 'invisible'}>
            <TiledMap archive={tiles} place={place} area={area} onDrawn={() => setDrawn(true)} onFailed={() => setTiled(null)} />
          </div>
        ) : null}
      </div>
      {drawn && tiles?.attribution ? (
        <p className="text-xs text-text-muted">{t('reviews.map.attribution', { attribution: tiles.attribution })}</p>
      ) : null}
    </div>
  );
}
