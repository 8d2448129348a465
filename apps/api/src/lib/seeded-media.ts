import { assetsDir } from './assets-dir.js';
import { FolderMediaStore } from './media-folder-store.js';
import type { MediaStore } from './media-store.js';

/** Seeded media name a file among the repository's assets: `asset:<path under assets>`. */
const ASSET = 'asset:';

/**
 * The store every part of the server reads and writes media through: seeded files are read from
 * the assets shipped with the server (the same in every process, never written or deleted), every
 * other key from `store`.
 */
export function withSeededAssets(store: MediaStore, assets = new FolderMediaStore(assetsDir())): MediaStore {
  const seeded = (key: string) => key.startsWith(ASSET);
  const assetKey = (key: string) => key.slice(ASSET.length);
  const refuse = (key: string) => Promise.reject(new Error(`seeded media are read-only: ${key}`));
  return {
    kind: store.kind,
    put: (key, source) => (seeded(key) ? refuse(key) : store.put(key, source)),
    putFile: (key, path) => (seeded(key) ? refuse(key) : store.putFile(key, path)),
    read: (key, range) => (seeded(key) ? assets.read(assetKey(key), range) : store.read(key, range)),
    size: (key) => (seeded(key) ? assets.size(assetKey(key)) : store.size(key)),
    delete: (key) => (seeded(key) ? refuse(key) : store.delete(key)),
    localFile: (key) => (seeded(key) ? assets.localFile(assetKey(key)) : store.localFile(key)),
    deleteUnfinished: (before) => store.deleteUnfinished(before),
  };
}
