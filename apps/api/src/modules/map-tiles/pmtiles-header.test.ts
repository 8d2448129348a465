import { describe, expect, it } from 'vitest';
import { plainText } from './archive-metadata.js';
import { kindOfFile, readHeader } from './pmtiles-header.js';
import { pmtilesArchive } from './test-archive.js';

describe('kindOfFile', () => {
  it.each([
    ['PMTiles version 3', pmtilesArchive().subarray(0, 16), 'pmtiles'],
    ['PMTiles of another version', Buffer.concat([Buffer.from('PMTiles', 'latin1'), Buffer.from([4]), Buffer.alloc(8)]), 'other'],
    ['an SQLite database (MBTiles)', Buffer.from('SQLite format 3\0', 'latin1'), 'mbtiles'],
    ['anything else', Buffer.from('{"type":"FeatureCollection"}'), 'other'],
  ])('%s', (_name, head, kind) => {
    expect(kindOfFile(head)).toBe(kind);
  });
});

describe('readHeader', () => {
  it('reads what the header says of the archive', () => {
    const archive = pmtilesArchive({ tileType: 4, minZoom: 8, maxZoom: 15, bounds: [-1.5, 51, 0.5, 52.25] });
    expect(readHeader(archive, archive.length)).toMatchObject({
      tileKind: 'webp',
      minZoom: 8,
      maxZoom: 15,
      bounds: { west: -1.5, south: 51, east: 0.5, north: 52.25 },
      center: { longitude: -0.5, latitude: 51.625, zoom: 10 },
      internalCompression: 1,
      rootDirectory: { offset: 127 },
    });
  });

  it('finds sections past the end of the file it is given the size of', () => {
    const archive = pmtilesArchive();
    expect(readHeader(archive, archive.length - 1)).toEqual({ problem: 'sections' });
  });

  it('refuses a root directory a reader would not find in its first 16 KB', () => {
    const archive = pmtilesArchive();
    const moved = Buffer.from(archive);
    moved.writeBigUInt64LE(20_000n, 8);
    expect(readHeader(moved, 40_000)).toEqual({ problem: 'sections' });
  });

  it('refuses a length no file of this world has', () => {
    const archive = Buffer.from(pmtilesArchive());
    archive.writeBigUInt64LE(2n ** 63n, 64);
    expect(readHeader(archive, archive.length)).toEqual({ problem: 'sections' });
  });
});

describe('plainText', () => {
  it.each([
    ['<a href="https://openstreetmap.org">© OpenStreetMap</a> contributors', '© OpenStreetMap contributors'],
    ['&lt;script&gt;alert(1)&lt;/script&gt; Survey of India', 'script alert(1) /script Survey of India'],
    ['&copy; Protomaps &amp; OSM', '© Protomaps & OSM'],
    ['  \n\t ', null],
    [42, null],
  ])('%s → %s', (value, text) => {
    expect(plainText(value, 300)).toBe(text);
  });

  it('cuts a long text to its limit', () => {
    expect(plainText('x'.repeat(400), 300)).toHaveLength(300);
  });
});
