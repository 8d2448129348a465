import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button-styles';
import { fileSizeText } from '@/lib/file-size';
import { photoRefusal, shrinkPhoto } from '../capture/shrink-photo';
import type { Message } from '../capture/number-check';
import type { DraftPhoto } from '../outbox/phone-store';
import { useObjectUrl } from '../hooks/use-object-url';
import { FileButton } from './file-button';
import { messageText } from './message-text';

type Props = {
  index: number;
  count: number;
  caption: string;
  required: boolean;
  photo: DraftPhoto | null;
  error?: Message;
  onPhoto: (photo: DraftPhoto | null) => void;
};

/** One photo the practical asks for: taken with the camera or chosen, shrunk on the phone, shown small with its size. */
export function PhotoSlot({ index, count, caption, required, photo, error, onPhoto }: Props) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Message | null>(null);
  const thumbnail = useObjectUrl(photo?.blob);
  const id = `practical-photo-${index}`;
  const shown = refusal ?? error;

  const take = async (file: File) => {
    const refused = photoRefusal(file);
    setRefusal(refused);
    if (refused) return;
    setBusy(true);
    const shrunk = await shrinkPhoto(file);
    setBusy(false);
    if (!shrunk) return setRefusal({ key: 'practicalSubmissions.photo.unreadable' });
    onPhoto({ blob: shrunk.blob, width: shrunk.width, height: shrunk.height });
  };

  return (
    <li
      className="rounded-lg border border-border p-3"
      aria-labelledby={`${id}-title`}
      aria-describedby={shown ? `${id}-error` : undefined}
    >
      <p id={`${id}-title`} className="font-semibold text-text">
        {t('practicalSubmissions.photo.slot', { number: index + 1, count })}
        {caption ? `: ${caption}` : ''}
        <span className="ms-2 text-sm font-normal text-text-muted">
          {t(required ? 'practicalSubmissions.required' : 'practicalSubmissions.optional')}
        </span>
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        {photo && thumbnail ? (
          <img
            src={thumbnail}
            alt={t('practicalSubmissions.photo.preview', { number: index + 1 })}
            className="h-24 w-24 rounded object-cover"
          />
        ) : null}
        {photo ? (
          <p className="text-sm text-text-muted">
            {photo.width > 0
              ? t('practicalSubmissions.photo.size', {
                  size: fileSizeText(photo.blob.size, i18n.language),
                  width: photo.width,
                  height: photo.height,
                })
              : fileSizeText(photo.blob.size, i18n.language)}
          </p>
        ) : null}
        {busy ? (
          <p role="status" className="text-sm text-text-muted">
            {t('practicalSubmissions.photo.preparing')}
          </p>
        ) : null}
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        {/* The camera straight away on a phone; a laptop without one offers its files. */}
        <FileButton
          label={photo ? t('practicalSubmissions.photo.retake') : t('practicalSubmissions.photo.take')}
          variant={photo ? 'secondary' : 'primary'}
          accept="image/*"
          capture="environment"
          disabled={busy}
          aria-label={`${photo ? t('practicalSubmissions.photo.retake') : t('practicalSubmissions.photo.take')}: ${t('practicalSubmissions.photo.slot', { number: index + 1, count })}`}
          onFile={(file) => void take(file)}
        />
        <FileButton
          label={t('practicalSubmissions.photo.choose')}
          accept="image/*"
          disabled={busy}
          aria-label={`${t('practicalSubmissions.photo.choose')}: ${t('practicalSubmissions.photo.slot', { number: index + 1, count })}`}
          onFile={(file) => void take(file)}
        />
        {photo ? (
          <button type="button" className={buttonClass.ghost} onClick={() => onPhoto(null)}>
            {t('practicalSubmissions.photo.remove')}
            <span className="sr-only">: {t('practicalSubmissions.photo.slot', { number: index + 1, count })}</span>
          </button>
        ) : null}
      </div>
      {shown ? (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-semibold text-danger">
          {messageText(t, shown)}
        </p>
      ) : null}
    </li>
  );
}
