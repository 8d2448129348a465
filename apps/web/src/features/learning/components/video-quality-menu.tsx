import type { VideoQuality, VideoVariant } from '@jal/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fileSizeText } from '@/lib/file-size';

type Props = { variants: VideoVariant[]; value: VideoQuality; onChange: (quality: VideoQuality) => void };

/** The video's copies with what each costs to watch ("240p · 1.2 MB"), smallest first. */
export function VideoQualityMenu({ variants, value, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const name = (quality: VideoQuality) => (quality === 'original' ? t('learn.video.quality.original') : quality);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <label htmlFor={id} className="font-semibold text-text">
        {t('learn.video.quality.label')}
      </label>
      <select
        id={id}
        value={value}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value as VideoQuality)}
        className="min-h-11 rounded-lg border border-border-strong bg-surface px-2 text-text"
      >
        {variants.map((variant) => (
          <option key={variant.quality} value={variant.quality}>
            {`${name(variant.quality)} · ${fileSizeText(variant.sizeBytes, i18n.language)}`}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="text-sm text-text-muted">
        {t('learn.video.quality.hint')}
      </p>
    </div>
  );
}
