import { apiPath } from '@/lib/api-client';
import { COURSE_IMAGES } from '@jal/contracts';
import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useUploadMedia } from '../api/upload-media';
import { UploadingNote } from './uploading-note';

// The media store takes PNG, JPEG and WebP pictures of at most 1 MB (SVG is refused there).
const MAX_IMAGE_BYTES = 1024 * 1024;
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** One of the project's nine illustrations, or an uploaded picture (kept as /api/v1/media/{id}). */
export function ImagePicker({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange: (image: string | null) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const upload = useUploadMedia();
  const uploaded = value && !COURSE_IMAGES.includes(value) ? value : null;
  const choices = uploaded ? [...COURSE_IMAGES, uploaded] : COURSE_IMAGES;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type) || file.size > MAX_IMAGE_BYTES) {
      void notify.error(t('courseAdmin.image.badFile'));
      return;
    }
    try {
      const media = await upload.mutateAsync(file);
      onChange(apiPath(media.url));
    } catch (failure) {
      void notify.error(failureMessage(failure, 'courseAdmin.image.uploadFailed'));
    }
  };

  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="font-semibold text-text">{t('courseAdmin.image.label')}</legend>
      <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-5">
        {choices.map((image, index) => (
          <label
            key={image}
            className="relative cursor-pointer rounded-lg border-2 border-border p-1 has-checked:border-primary has-checked:bg-secondary-soft has-focus-visible:outline-2 has-focus-visible:outline-primary"
          >
            <input
              type="radio"
              name={`${id}-image`}
              value={image}
              checked={value === image}
              onChange={() => onChange(image)}
              className="sr-only"
            />
            <img src={image} alt="" width={640} height={360} loading="lazy" className="aspect-video w-full rounded object-cover" />
            <span className="mt-1 block text-center text-sm text-text">
              {image === uploaded ? t('courseAdmin.image.uploaded') : t('courseAdmin.image.option', { number: index + 1 })}
            </span>
          </label>
        ))}
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <label
          htmlFor={`${id}-file`}
          className="inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-primary px-4 font-semibold text-primary hover:bg-surface-muted has-focus-visible:outline-2 has-focus-visible:outline-primary"
        >
          {t('courseAdmin.image.upload')}
          <input
            id={`${id}-file`}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            onChange={(event) => void onFile(event)}
            className="sr-only"
          />
        </label>
        {upload.isPending ? <UploadingNote text={t('courseAdmin.image.uploading')} /> : null}
        <span className="text-sm text-text-muted">{t('courseAdmin.image.hint')}</span>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
