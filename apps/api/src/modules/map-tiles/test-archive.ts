// Small PMTiles version 3 archives written for tests, after the format's specification (header,
// root directory, JSON metadata, tile data; no leaf directories).
import { deflateSync, gzipSync } from 'node:zlib';

export type TestTile = { z: number; x: number; y: number; data: Buffer };

export type TestArchive = {
  /** PMTiles tile type: 1 MVT, 2 PNG, 3 JPEG, 4 WebP, 5 AVIF, 6 MLT (0 and others are refused). */
  tileType?: number;
  tiles?: TestTile[];
  minZoom?: number;
  maxZoom?: number;
  /** West, south, east, north in degrees. */
  bounds?: [number, number, number, number];
  center?: { longitude: number; latitude: number; zoom: number };
  /** The JSON metadata; gzip-compressed with the directory when `gzip` is set. */
  metadata?: Record<string, unknown>;
  gzip?: boolean;
  /** Header fields written as they are, to make unsound archives: byte offset → value. */
  overrides?: { at: number; byte: number }[];
};

/** The tile id of z/x/y: its place along the Hilbert curves of the zooms before and its own. */
export function tileId(z: number, x: number, y: number): number {
  let id = ((1 << (2 * z)) - 1) / 3;
  const n = 1 << z;
  let [tx, ty] = [x, y];
  for (let s = n / 2; s >= 1; s /= 2) {
    const rx = (tx & s) > 0 ? 1 : 0;
    const ry = (ty & s) > 0 ? 1 : 0;
    id += s * s * ((3 * rx) ^ ry);
    if (ry === 0) {
      if (rx === 1) [tx, ty] = [n - 1 - tx, n - 1 - ty];
      [tx, ty] = [ty, tx];
    }
  }
  return id;
}

function varint(value: number): number[] {
  const bytes: number[] = [];
  let rest = value;
  while (rest >= 0x80) {
    bytes.push((rest % 0x80) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  bytes.push(rest);
  return bytes;
}

/** A directory of tile entries (in tile id order), serialized: counts, ids as deltas, run lengths, lengths, offsets. */
function directory(entries: { tileId: number; offset: number; length: number }[]): Buffer {
  const out: number[] = [...varint(entries.length)];
  let last = 0;
  for (const entry of entries) {
    out.push(...varint(entry.tileId - last));
    last = entry.tileId;
  }
  for (const _entry of entries) out.push(...varint(1));
  for (const entry of entries) out.push(...varint(entry.length));
  entries.forEach((entry, index) => {
    const previous = entries[index - 1];
    out.push(...varint(previous && entry.offset === previous.offset + previous.length ? 0 : entry.offset + 1));
  });
  return Buffer.from(out);
}

/** A 256 × 256 PNG of one colour, for raster tiles. */
export function plainPng([red, green, blue]: [number, number, number], size = 256): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [red, green, blue]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A district in Madhya Pradesh, around the demo's practicals. */
const DISTRICT: [number, number, number, number] = [77.2, 23.1, 77.6, 23.4];

/**
 * A PMTiles version 3 archive: by default one light green PNG tile at zoom 0 (the whole world),
 * which a map draws magnified at any zoom, with an attribution in its metadata.
 */
export function pmtilesArchive(options: TestArchive = {}): Buffer {
  const tiles = [...(options.tiles ?? [{ z: 0, x: 0, y: 0, data: plainPng([0xdf, 0xee, 0xd8]) }])].sort(
    (a, b) => tileId(a.z, a.x, a.y) - tileId(b.z, b.x, b.y),
  );
  let offset = 0;
  const entries = tiles.map((tile) => {
    const entry = { tileId: tileId(tile.z, tile.x, tile.y), offset, length: tile.data.length };
    offset += tile.data.length;
    return entry;
  });
  const pack = (bytes: Buffer) => (options.gzip ? gzipSync(bytes) : bytes);
  const root = pack(directory(entries));
  const metadata = pack(Buffer.from(JSON.stringify(options.metadata ?? { name: 'Test district', attribution: '© Test survey' })));
  const tileData = Buffer.concat(tiles.map((tile) => tile.data));
  const zooms = tiles.map((tile) => tile.z);
  const [west, south, east, north] = options.bounds ?? DISTRICT;
  const center = options.center ?? { longitude: (west + east) / 2, latitude: (south + north) / 2, zoom: 10 };

  const header = Buffer.alloc(127);
  header.write('PMTiles', 0, 'latin1');
  header[7] = 3;
  const sections = [root, metadata, Buffer.alloc(0), tileData];
  let at = 127;
  sections.forEach((section, index) => {
    header.writeBigUInt64LE(BigInt(at), 8 + index * 16);
    header.writeBigUInt64LE(BigInt(section.length), 16 + index * 16);
    at += section.length;
  });
  header.writeBigUInt64LE(BigInt(tiles.length), 72);
  header.writeBigUInt64LE(BigInt(tiles.length), 80);
  header.writeBigUInt64LE(BigInt(tiles.length), 88);
  header[96] = 1;
  header[97] = options.gzip ? 2 : 1;
  header[98] = 1;
  header[99] = options.tileType ?? 2;
  header[100] = options.minZoom ?? Math.min(...zooms);
  header[101] = options.maxZoom ?? Math.max(...zooms);
  header.writeInt32LE(Math.round(west * 1e7), 102);
  header.writeInt32LE(Math.round(south * 1e7), 106);
  header.writeInt32LE(Math.round(east * 1e7), 110);
  header.writeInt32LE(Math.round(north * 1e7), 114);
  header[118] = center.zoom;
  header.writeInt32LE(Math.round(center.longitude * 1e7), 119);
  header.writeInt32LE(Math.round(center.latitude * 1e7), 123);
  for (const { at: position, byte } of options.overrides ?? []) header[position] = byte;
  return Buffer.concat([header, ...sections]);
}

/** A feature of a test vector tile, in tile coordinates (0 to 4096 across, y down). */
export type TestFeature = { type: 'line' | 'polygon'; coordinates: [number, number][] };

const field = (number: number, wireType: number) => varint(number * 8 + wireType);
const bytesField = (number: number, bytes: Buffer | number[]) => [...field(number, 2), ...varint(bytes.length), ...bytes];
const zigzag = (value: number) => (value << 1) ^ (value >> 31);

/** A Mapbox Vector Tile (version 2, extent 4096) with lines and polygons in named layers, no attributes. */
export function vectorTile(layers: Record<string, TestFeature[]>): Buffer {
  const out: number[] = [];
  for (const [name, features] of Object.entries(layers)) {
    const layer: number[] = [...field(15, 0), ...varint(2), ...bytesField(1, Buffer.from(name))];
    for (const feature of features) {
      const geometry: number[] = [];
      let [x, y] = [0, 0];
      feature.coordinates.forEach(([px, py], index) => {
        if (index === 0) geometry.push((1 & 7) | (1 << 3));
        if (index === 1) geometry.push((2 & 7) | ((feature.coordinates.length - 1) << 3));
        geometry.push(zigzag(px - x), zigzag(py - y));
        [x, y] = [px, py];
      });
      if (feature.type === 'polygon') geometry.push((7 & 7) | (1 << 3));
      const packed = geometry.flatMap(varint);
      layer.push(...bytesField(2, [...field(3, 0), ...varint(feature.type === 'line' ? 2 : 3), ...bytesField(4, packed)]));
    }
    layer.push(...field(5, 0), ...varint(4096));
    out.push(...bytesField(3, layer));
  }
  return Buffer.from(out);
}

/** The tile of zoom `z` holding a place, and where in it (0 to 4096) the place lies. */
export function tileOf(z: number, longitude: number, latitude: number): { x: number; y: number; at: [number, number] } {
  const n = 2 ** z;
  const worldX = ((longitude + 180) / 360) * n;
  const radians = (latitude * Math.PI) / 180;
  const worldY = ((1 - Math.log(Math.tan(radians) + 1 / Math.cos(radians)) / Math.PI) / 2) * n;
  const [x, y] = [Math.floor(worldX), Math.floor(worldY)];
  return { x, y, at: [Math.round((worldX - x) * 4096), Math.round((worldY - y) * 4096)] };
}

/** The longitude and latitude of a point of a tile (0 to 4096 across, y down). */
export function placeIn(z: number, x: number, y: number, [tx, ty]: [number, number]): { longitude: number; latitude: number } {
  const n = 2 ** z;
  const longitude = ((x + tx / 4096) / n) * 360 - 180;
  const latitude = (Math.atan(Math.sinh(Math.PI * (1 - (2 * (y + ty / 4096)) / n))) * 180) / Math.PI;
  return { longitude, latitude };
}

/**
 * A district's vector base map around a place, as one tile at zoom 12 (drawn magnified at every
 * deeper zoom): land, fields, a river, a pond, roads and a village's buildings, in the layers
 * Protomaps' basemap names. The place is at the tile's centre.
 */
export function districtArchive(z = 12, x = 2941, y = 1745): Buffer {
  const c = 2048;
  const box = (left: number, top: number, width: number, height: number): TestFeature => ({
    type: 'polygon',
    coordinates: [
      [left, top],
      [left + width, top],
      [left + width, top + height],
      [left, top + height],
    ],
  });
  const tile = vectorTile({
    earth: [box(0, 0, 4096, 4096)],
    landcover: [box(c - 260, c - 180, 150, 120), box(c + 40, c + 60, 180, 140), box(c - 200, c + 80, 120, 160)],
    water: [
      {
        type: 'polygon',
        coordinates: [
          [c + 110, c - 150],
          [c + 170, c - 160],
          [c + 180, c - 110],
          [c + 120, c - 100],
        ],
      },
      {
        type: 'line',
        coordinates: [
          [c - 400, c - 300],
          [c - 120, c - 60],
          [c - 60, c + 40],
          [c + 80, c + 220],
          [c + 400, c + 380],
        ],
      },
    ],
    roads: [
      {
        type: 'line',
        coordinates: [
          [c - 400, c + 10],
          [c + 400, c - 20],
        ],
      },
      {
        type: 'line',
        coordinates: [
          [c - 20, c - 400],
          [c + 10, c + 400],
        ],
      },
      {
        type: 'line',
        coordinates: [
          [c + 10, c + 30],
          [c + 160, c + 200],
        ],
      },
    ],
    buildings: [box(c + 30, c - 70, 14, 10), box(c + 52, c - 66, 10, 12), box(c + 30, c - 50, 12, 12), box(c - 60, c + 30, 12, 10)],
  });
  const west = placeIn(z, x, y, [0, 4096]);
  const east = placeIn(z, x, y, [4096, 0]);
  const centre = placeIn(z, x, y, [c, c]);
  return pmtilesArchive({
    tileType: 1,
    gzip: true,
    tiles: [{ z, x, y, data: tile }],
    bounds: [west.longitude, west.latitude, east.longitude, east.latitude],
    center: { ...centre, zoom: 14 },
    metadata: {
      name: 'Test district',
      attribution: '© Test survey of the district',
      vector_layers: ['earth', 'landcover', 'water', 'roads', 'buildings'].map((id) => ({ id })),
    },
  });
}
