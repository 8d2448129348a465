// Converts the Noto Sans Devanagari WOFF files of @fontsource (Latin and Devanagari subsets,
// regular and bold) into plain TrueType files under apps/api/assets/fonts, once: the
// certificate PDF embeds them and the server must not depend on a web package at run time.
// WOFF 1.0 is a table directory with zlib-compressed tables, so unpacking it is a few lines.
// Run: node apps/api/scripts/learning-fonts.mjs
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const packageDir = dirname(require.resolve('@fontsource/noto-sans-devanagari/package.json'));
const outDir = fileURLToPath(new URL('../assets/fonts/', import.meta.url));

function woffToSfnt(woff) {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error('not a WOFF file');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = [];
  for (let i = 0; i < numTables; i += 1) {
    const at = 44 + i * 20;
    const tag = woff.readUInt32BE(at);
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const checksum = woff.readUInt32BE(at + 16);
    const raw = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(raw) : Buffer.from(raw);
    tables.push({ tag, checksum, data });
  }
  let searchRange = 1;
  let entrySelector = 0;
  while (searchRange * 2 <= numTables) {
    searchRange *= 2;
    entrySelector += 1;
  }
  searchRange *= 16;
  const header = Buffer.alloc(12 + numTables * 16);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  const chunks = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    header.writeUInt32BE(table.tag, at);
    header.writeUInt32BE(table.checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(table.data.length, at + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    chunks.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(chunks);
}

for (const subset of ['devanagari', 'latin']) {
  for (const weight of [400, 700]) {
    const source = join(packageDir, 'files', `noto-sans-devanagari-${subset}-${weight}-normal.woff`);
    const target = join(outDir, `noto-sans-devanagari-${subset}-${weight}.ttf`);
    writeFileSync(target, woffToSfnt(readFileSync(source)));
    console.log(`wrote ${target}`);
  }
}
copyFileSync(join(packageDir, 'LICENSE'), join(outDir, 'OFL.txt'));
