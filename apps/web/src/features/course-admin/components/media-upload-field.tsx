import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button-styles';
import { failureMessage } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useUploadMedia } from '../api/upload-media';
import type { MediaDraft } from '../lib/lesson-draft';
import { UploadingNote } from './uploading-note';

type Props = { label: string; accept: string; value: MediaDraft; onChange: (media: MediaDraft) => void; maxBytes: number };

/** Uploads one file to the media store and keeps its id; shows what is attached and lets it go. */
export function MediaUploadField({ label, accept, value, onChange, maxBytes }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const upload = useUploadMedia();
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > maxBytes) {
      void notify.error(t('courseAdmin.media.tooLarge', { size: Math.round(maxBytes / 1024 / 1024) }));
      return;
    }
    try {
      const media = await upload.mutateAsync(file);
      onChange({ mediaId: media.id, filename: media.filename });
    } catch (failure) {
      void notify.error(failureMessage(failure, 'courseAdmin.media.failed'));
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <p id={`${id}-label`} className="font-semibold text-text">
        {label}
      </p>
      <p className="text-sm text-text">
        {value.mediaId ? t('courseAdmin.media.attached', { name: value.filename ?? value.mediaId }) : t('courseAdmin.media.none')}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <label className={`${buttonClass.secondary} cursor-pointer has-focus-visible:outline-2 has-focus-visible:outline-primary`}>
          {value.mediaId ? t('courseAdmin.media.replace') : t('courseAdmin.media.choose')}
          <input
            type="file"
            accept={accept}
            aria-describedby={`${id}-label`}
            onChange={(event) => void onFile(event)}
            className="sr-only"
          />
        </label>
        {value.mediaId ? (
          <button type="button" className={buttonClass.ghost} onClick={() => onChange({ mediaId: null, filename: null })}>
            {t('courseAdmin.media.remove')}
          </button>
        ) : null}
        {upload.isPending ? <UploadingNote text={t('courseAdmin.media.uploading')} /> : null}
      </div>
    </div>
  );
}
