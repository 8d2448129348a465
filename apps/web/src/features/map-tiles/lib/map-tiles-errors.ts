import { ApiError } from '@/lib/api-client';
import { failureMessage } from '@/lib/form-errors';
import { i18n } from '@/lib/i18n';
import { formatNumber } from '@/lib/locale-format';

const HEADER_PROBLEMS = new Set(['tile-type', 'compression', 'zooms', 'bounds', 'sections']);

/** Why the base map was refused, in the page's language: by the API's errorCode, else the general failure. */
export function mapTilesFailure(error: unknown, fallbackKey: string): string {
  if (!(error instanceof ApiError)) return failureMessage(error, fallbackKey);
  const { errorCode, errorParams } = error;
  switch (errorCode) {
    case 'MAP_TILES_TOO_LARGE':
      return tooLargeMessage(Number(errorParams.megabytes) * 1024 * 1024);
    case 'MAP_TILES_MBTILES':
      return i18n.t('mapTiles.error.mbtiles');
    case 'MAP_TILES_NOT_PMTILES':
      return i18n.t('mapTiles.error.notPmtiles');
    case 'MAP_TILES_BAD_HEADER': {
      const problem = String(errorParams.problem);
      return HEADER_PROBLEMS.has(problem) ? i18n.t(`mapTiles.error.header.${problem}`) : i18n.t(fallbackKey);
    }
    case 'FILE_EMPTY':
      return i18n.t('mapTiles.error.empty');
    default:
      return failureMessage(error, fallbackKey);
  }
}

/** The upload limit as the server's setting names it (MAP_TILES_MAX_MB, in binary megabytes). */
export function limitText(maxBytes: number, language: string): string {
  return `${formatNumber(Math.floor(maxBytes / (1024 * 1024)), language)} MB`;
}

/** The file is over the limit, said before it is sent or after the server refused it. */
export function tooLargeMessage(maxBytes: number): string {
  return i18n.t('mapTiles.error.tooLarge', { size: limitText(maxBytes, i18n.language) });
}
