import { join } from 'node:path';
import { assetsDir } from './assets-dir.js';

/** Where a media file's bytes are: an upload in the media folder, or a seeded file among the assets (`asset:<path>`). */
export function mediaFilePath(mediaDir: string, storagePath: string): string {
  return storagePath.startsWith('asset:') ? join(assetsDir(), storagePath.slice('asset:'.length)) : join(mediaDir, storagePath);
}
