import type { MapTilesArchive, MapTilesStatus } from '@jal/contracts';
import { dashboardAdministrationStrings } from '@jal/ui-strings/dashboard-administration';
import { generalStrings } from '@jal/ui-strings/general';
import { mapTilesStrings } from '@jal/ui-strings/map-tiles';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { serveStubApi } from '@/test/http-stub-server';
import { DISTRICT_MAP } from '@/test/map-tiles-archive';
import { renderWithProviders } from '@/test/render';
import { loadSeedStrings } from '@/test/seed-strings';
import { MapTilesSection } from './map-tiles-section';

const MAX_BYTES = 512 * 1024 * 1024;
const loaded: MapTilesArchive = { ...DISTRICT_MAP, sizeBytes: 48_300_000 };

let archive: MapTilesArchive | null = null;
let maxUploadBytes = MAX_BYTES;
const status = (): MapTilesStatus => ({ archive, maxUploadBytes });
const refusal = (code: number, errorCode: string, errorParams?: Record<string, string | number>) => ({
  status: code,
  body: { code, errorCode, errorParams, message: `refused: ${errorCode}`, data: null },
});

// The server's answers, judged as it judges them: by the file's first bytes.
const api = await serveStubApi((request) => {
  if (request.method === 'PUT') {
    if (request.body.includes('SQLite format 3')) return refusal(400, 'MAP_TILES_MBTILES');
    if (request.body.includes('PMTiles-bad-bounds')) return refusal(400, 'MAP_TILES_BAD_HEADER', { problem: 'bounds' });
    if (!request.body.includes('PMTiles')) return refusal(400, 'MAP_TILES_NOT_PMTILES');
    archive = loaded;
  }
  if (request.method === 'DELETE') archive = null;
  return { status: 200, body: { code: 200, message: 'Success', data: status() } };
});

/** The page's own address is the stub's, as the site's is the API's: an upload goes where every request goes. */
beforeAll(() => {
  (globalThis as unknown as { jsdom: { reconfigure: (options: { url: string }) => void } }).jsdom.reconfigure({
    url: `${api.origin}/dashboard/masters/organizations`,
  });
  return loadSeedStrings(generalStrings, dashboardAdministrationStrings, mapTilesStrings);
});
beforeEach(async () => {
  await i18n.changeLanguage('en');
  archive = null;
  maxUploadBytes = MAX_BYTES;
});

const renderSection = (language: 'en' | 'hi' = 'en') =>
  renderWithProviders(<MapTilesSection />, { language, toaster: true, userOptions: { applyAccept: false } });
const pmtiles = (name = 'bhopal.pmtiles', content = 'PMTiles\u0003 and the rest of a district') =>
  new File([content], name, { type: 'application/octet-stream' });

describe('the base map section', () => {
  it('says none is loaded and how large a file may be', async () => {
    renderSection();
    expect(await screen.findByText('No base map is loaded: reviewers see the plain map.')).toBeInTheDocument();
    expect(screen.getByText(/of at most 512 MB\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove the base map' })).not.toBeInTheDocument();
  });

  it('uploads a PMTiles file and shows what it covers', async () => {
    const { user } = renderSection();
    await user.upload(await screen.findByLabelText('Upload a PMTiles file'), pmtiles());
    expect(await screen.findByText('The base map is loaded: reviewers now see it.')).toBeInTheDocument();
    const details = screen.getByRole('heading', { level: 3, name: 'The loaded base map: Bhopal district' }).parentElement!;
    expect(within(details).getByText('Vector (lines and areas)')).toBeInTheDocument();
    expect(within(details).getByText('48.3 MB')).toBeInTheDocument();
    expect(within(details).getByText('0 to 14')).toBeInTheDocument();
    expect(within(details).getByText('longitude 77.1° to 77.7°, latitude 23° to 23.5°')).toBeInTheDocument();
    expect(within(details).getByText('© OpenStreetMap contributors')).toBeInTheDocument();
    const put = api.received.find((request) => request.method === 'PUT');
    expect(put?.url).toBe('/api/v1/map-tiles');
    expect(put?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(put?.body).toContain('filename="bhopal.pmtiles"');
  });

  it('refuses a file over the limit before sending it', async () => {
    maxUploadBytes = 1024 * 1024;
    const { user } = renderSection();
    await user.upload(
      await screen.findByLabelText('Upload a PMTiles file'),
      pmtiles('state.pmtiles', `PMTiles${'x'.repeat(2 * 1024 * 1024)}`),
    );
    expect(await screen.findByText('The file is larger than 1 MB: choose a smaller extract of your district.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(api.received.some((request) => request.method === 'PUT')).toBe(false);
  });

  it("says in Hindi how to convert an MBTiles file, and what is wrong with a PMTiles file's header", async () => {
    const { user } = renderSection('hi');
    const input = await screen.findByLabelText('PMTiles फ़ाइल अपलोड करें');
    await user.upload(input, pmtiles('district.mbtiles', 'SQLite format 3\u0000 tables of tiles'));
    expect(await screen.findByText(mapTilesStrings['mapTiles.error.mbtiles']!.hi)).toHaveAttribute('role', 'alert');
    await user.upload(input, pmtiles('district.pmtiles', 'PMTiles-bad-bounds'));
    expect(await screen.findByText(mapTilesStrings['mapTiles.error.header.bounds']!.hi)).toHaveAttribute('role', 'alert');
    await user.upload(input, pmtiles('district.geojson', '{"type":"FeatureCollection"}'));
    expect(await screen.findByText(mapTilesStrings['mapTiles.error.notPmtiles']!.hi)).toBeInTheDocument();
    expect(archive).toBeNull();
  });

  it('removes the base map after asking, and not before', async () => {
    archive = loaded;
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Remove the base map' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove the base map?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.received.some((request) => request.method === 'DELETE')).toBe(false);
    expect(screen.getByRole('heading', { level: 3, name: /Bhopal district/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove the base map' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No base map is loaded: reviewers see the plain map.')).toBeInTheDocument();
    await waitFor(() => expect(api.received.filter((request) => request.method === 'DELETE')).toHaveLength(1));
    expect(await screen.findByText('The base map was removed.')).toBeInTheDocument();
  });
});
