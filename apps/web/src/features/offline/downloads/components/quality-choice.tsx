import type { OfflinePackage, VideoQuality } from '@jal/contracts';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../format-bytes';

/** Smallest first (the contracts' list, named here: its module brings the schemas' library with it). */
const QUALITIES: readonly VideoQuality[] = ['240p', '360p', 'original'];

/** The video quality to download, each with the course's total size at it (known before anything is fetched). */
export function QualityChoice({
  name,
  sizes,
  value,
  onChange,
}: {
  name: string;
  sizes: OfflinePackage['sizes'];
  value: VideoQuality;
  onChange: (quality: VideoQuality) => void;
}) {
  const { t, i18n } = useTranslation();
  const offered = QUALITIES.filter((quality) => sizes.some((size) => size.quality === quality));
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-text">{t('downloads.choose')}</legend>
      <div className="mt-1 flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:gap-x-4">
        {offered.map((quality) => {
          const size = sizes.find((entry) => entry.quality === quality)?.totalBytes ?? 0;
          return (
            <label key={quality} className="flex min-h-11 cursor-pointer items-center gap-2 text-text">
              <input
                type="radio"
                name={name}
                value={quality}
                checked={value === quality}
                onChange={() => onChange(quality)}
                className="h-5 w-5 accent-primary"
              />
              {t(`downloads.qualityOption.${quality}`, { size: formatBytes(size, i18n.language) })}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
