import type { MapTilesArchive } from '@jal/contracts';
import { generalStrings } from '@jal/ui-strings/general';
import { practicalReviewsStrings } from '@jal/ui-strings/practical-reviews';
import { act, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { DISTRICT_MAP } from '@/test/map-tiles-archive';
import { renderWithProviders } from '@/test/render';
import { loadSeedStrings } from '@/test/seed-strings';
import type { TiledMapModule } from '../lib/tiled-map-loader';
import { PlaceMap } from './place-map';

const place = { latitude: 23.25, longitude: 77.41, accuracyMetres: 12 };
const area = { type: 'circle' as const, lat: 23.26, lon: 77.41, radiusMetres: 500 };
const tiles: MapTilesArchive = DISTRICT_MAP;

/**
 * Stands in for the tiled map's module, which needs WebGL 2 that this test's DOM has not: it
 * says which archive it was asked to draw, and draws (or fails) as told.
 */
function tiledMapModule(outcome: 'draws' | 'fails'): TiledMapModule {
  return {
    TiledMap: ({ archive, onDrawn, onFailed }) => {
      useEffect(() => (outcome === 'draws' ? onDrawn() : onFailed()), [onDrawn, onFailed]);
      return <p>Tiles of {archive.name}</p>;
    },
  };
}

let loads = 0;
let settle: ((module: TiledMapModule) => void) | null = null;
/** A loader that counts its calls and hands its module over when the test says. */
const load = () => {
  loads += 1;
  return new Promise<TiledMapModule>((resolve) => (settle = resolve));
};
const drawsWebGl = () => true;
/** Hands the waiting loader its module, and lets the page take it. */
const hand = async (module: TiledMapModule) => {
  settle?.(module);
  await Promise.resolve();
};

beforeAll(() => loadSeedStrings(generalStrings, practicalReviewsStrings));
beforeEach(async () => {
  await i18n.changeLanguage('en');
  loads = 0;
  settle = null;
});

describe('the place of a submission', () => {
  it('is the plain map when no base map is loaded, and the tiled map is never fetched', async () => {
    renderWithProviders(<PlaceMap place={place} area={area} tiles={null} load={load} canDraw={drawsWebGl} />);
    expect(await screen.findByRole('img', { name: /Map of the place/ })).toBeInTheDocument();
    expect(loads).toBe(0);
  });

  it('fetches the tiled map once a base map is loaded, shows the plain map meanwhile, and credits the base map once drawn', async () => {
    renderWithProviders(<PlaceMap place={place} area={area} tiles={tiles} load={load} canDraw={drawsWebGl} />);
    expect(await screen.findByRole('img', { name: /Map of the place/ })).toBeInTheDocument();
    expect(loads).toBe(1);
    expect(screen.queryByText(/^Base map:/)).not.toBeInTheDocument();
    await act(() => hand(tiledMapModule('draws')));
    expect(await screen.findByText('Tiles of Bhopal district')).toBeInTheDocument();
    expect(screen.getByText('Base map: © OpenStreetMap contributors')).toBeInTheDocument();
    // The plain map stays beneath: the description a screen reader reads.
    expect(screen.getByRole('img', { name: /Map of the place/ })).toBeInTheDocument();
  });

  it('is not fetched where the browser cannot draw WebGL 2', async () => {
    renderWithProviders(<PlaceMap place={place} area={area} tiles={tiles} load={load} canDraw={() => false} />);
    expect(await screen.findByRole('img', { name: /Map of the place/ })).toBeInTheDocument();
    expect(loads).toBe(0);
  });

  it('stays the plain map when the tiled map cannot be fetched or cannot draw', async () => {
    const failing = () => Promise.reject(new Error('chunk failed to load'));
    const first = renderWithProviders(<PlaceMap place={place} area={area} tiles={tiles} load={failing} canDraw={drawsWebGl} />);
    expect(await screen.findByRole('img', { name: /Map of the place/ })).toBeInTheDocument();
    first.unmount();

    renderWithProviders(<PlaceMap place={place} area={area} tiles={tiles} load={load} canDraw={drawsWebGl} />);
    await act(() => hand(tiledMapModule('fails')));
    expect(screen.queryByText('Tiles of Bhopal district')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Base map:/)).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Map of the place/ })).toBeInTheDocument();
  });

  it('credits the base map in Hindi', async () => {
    renderWithProviders(<PlaceMap place={place} area={area} tiles={tiles} load={load} canDraw={drawsWebGl} />, { language: 'hi' });
    await act(() => hand(tiledMapModule('draws')));
    expect(await screen.findByText('आधार नक्शा: © OpenStreetMap contributors')).toBeInTheDocument();
  });
});
