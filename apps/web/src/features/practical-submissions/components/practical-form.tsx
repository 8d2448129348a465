import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button-styles';
import { SubmitButton } from '@/components/submit-button';
import { ApiError, noResponse } from '@/lib/api-client';
import { fileSizeText } from '@/lib/file-size';
import { failureMessage, translateServerText } from '@/lib/form-errors';
import { localized } from '@/lib/localized';
import { storedUserId } from '@/lib/stored-user-id';
import { submissionBytes, type CapturedPlace, type ReadySubmission } from '../capture/ready-submission';
import { fieldsOfServerErrors, outsideArea, prepareSubmission, type FieldErrors, type PracticalContent } from '../capture/prepare';
import { queueSubmission, type DraftPhoto, type DraftVoiceNote } from '../outbox/phone-store';
import { sendSubmission, type Sent } from '../outbox/send-by-pieces';
import { announceWaitingChange } from '../outbox/send-waiting';
import { useDraft } from '../hooks/use-draft';
import { NumberFields } from './number-fields';
import { PhotoSlot } from './photo-slot';
import { PlaceField } from './place-field';
import { VoiceNoteField } from './voice-note-field';

type Props = {
  courseId: string;
  lessonId: string;
  content: PracticalContent;
  /** After a send (or after it was kept to send later): the page reads the list again. */
  onDone: (outcome: 'sent' | 'queued') => void;
};

/** The form that sends a practical: photos, the voice note, the numbers and the place, kept on the phone until sent. */
export function PracticalForm({ courseId, lessonId, content, onDone }: Props) {
  const { t, i18n } = useTranslation();
  const { draft, update, clear, loaded } = useDraft(lessonId, content.photos.max);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState<Sent | null>(null);
  const [askOutside, setAskOutside] = useState(false);
  const outside = outsideArea(draft, content);

  const setPhoto = (index: number, photo: DraftPhoto | null) => {
    update((current) => ({ ...current, photos: current.photos.map((kept, at) => (at === index ? photo : kept)) }));
    setErrors(({ [`photo.${index}`]: _slot, photos: _count, ...rest }) => rest);
  };
  const setVoiceNote = useCallback(
    (voiceNote: DraftVoiceNote | null) => {
      update((current) => ({ ...current, voiceNote }));
      setErrors(({ voiceNote: _voice, ...rest }) => rest);
    },
    [update],
  );
  const setPlace = useCallback(
    (place: CapturedPlace | null) => {
      update((current) => ({ ...current, place }));
      setErrors(({ place: _place, ...rest }) => rest);
      setAskOutside(false);
    },
    [update],
  );

  /** No network: the submission waits on the phone, sent when the network returns. */
  const keepToSend = async (ready: ReadySubmission) => {
    try {
      await queueSubmission({ ...ready, userId: storedUserId(), courseId, lessonId });
    } catch {
      setFormError(t('practicalSubmissions.send.cannotKeep'));
      return;
    }
    clear();
    announceWaitingChange();
    onDone('queued');
  };

  const send = async (outsideConfirmed: boolean) => {
    const prepared = prepareSubmission(draft, content, new Date());
    if (prepared.errors) {
      setErrors(prepared.errors);
      setFormError(t('practicalSubmissions.send.fix'));
      return;
    }
    if (outside && !outsideConfirmed) return setAskOutside(true);
    setAskOutside(false);
    setErrors({});
    setFormError(null);
    if (!navigator.onLine) return keepToSend(prepared.ready);
    setSending({ sentBytes: 0, totalBytes: submissionBytes(prepared.ready) });
    try {
      await sendSubmission(courseId, lessonId, prepared.ready, setSending);
      clear();
      onDone('sent');
    } catch (error) {
      if (noResponse(error)) return await keepToSend(prepared.ready);
      if (error instanceof ApiError && error.status === 400 && Object.keys(error.fieldErrors).length > 0) {
        const { fields, other } = fieldsOfServerErrors(error.fieldErrors, content);
        setErrors(fields);
        const others = other.map((message) => translateServerText(message, 'practicalSubmissions.send.failed'));
        setFormError([t('practicalSubmissions.send.fix'), ...others].join(' '));
      } else {
        setFormError(failureMessage(error, 'practicalSubmissions.send.failed'));
      }
    } finally {
      setSending(null);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(false);
  };

  if (!loaded) return null;
  const count = content.photos.max;
  const photosBytes = submissionBytes({
    photos: draft.photos.flatMap((photo) => (photo ? [photo.blob] : [])),
    voiceNote: draft.voiceNote?.blob ?? null,
  });
  return (
    <form noValidate onSubmit={submit} aria-labelledby="practical-send-heading" className="space-y-4">
      <h2 id="practical-send-heading" tabIndex={-1} className="text-lg font-bold text-text">
        {t('practicalSubmissions.form.title')}
      </h2>
      <p className="text-sm text-text-muted">{t('practicalSubmissions.form.kept')}</p>
      <section aria-labelledby="practical-photos-heading" className="space-y-2">
        <h3 id="practical-photos-heading" className="font-bold text-text">
          {t('practicalSubmissions.photo.heading', { min: content.photos.min, max: content.photos.max })}
        </h3>
        {errors.photos ? (
          <p role="alert" className="text-sm font-semibold text-danger">
            {t(errors.photos.key, errors.photos.values)}
          </p>
        ) : null}
        <ol className="space-y-3">
          {draft.photos.map((photo, index) => (
            <PhotoSlot
              key={index}
              index={index}
              count={count}
              caption={localized(content.photos.captions[index] ?? {}, i18n.language, '')}
              required={index < content.photos.min}
              photo={photo}
              error={errors[`photo.${index}`]}
              onPhoto={(next) => setPhoto(index, next)}
            />
          ))}
        </ol>
      </section>
      {content.voiceNote.requirement !== 'none' ? (
        <VoiceNoteField
          requirement={content.voiceNote.requirement}
          maxSeconds={content.voiceNote.maxSeconds}
          voiceNote={draft.voiceNote}
          error={errors.voiceNote}
          onVoiceNote={setVoiceNote}
        />
      ) : null}
      <NumberFields
        numbers={content.numbers}
        values={draft.numbers}
        errors={errors}
        onChange={(id, typed) => {
          update((current) => ({ ...current, numbers: { ...current.numbers, [id]: typed } }));
          setErrors(({ [`number.${id}`]: _number, ...rest }) => rest);
        }}
      />
      <PlaceField asked={content.place} place={draft.place} outside={outside} error={errors.place} onPlace={setPlace} />
      <div className="space-y-3 border-t border-border pt-4">
        {photosBytes > 0 && !sending ? (
          <p className="text-sm text-text-muted">
            {t('practicalSubmissions.send.size', { size: fileSizeText(photosBytes, i18n.language) })}
          </p>
        ) : null}
        {askOutside ? (
          <div role="alert" className="space-y-2 rounded-lg bg-alert-warning-bg p-3 text-alert-warning-text">
            <p>{t('practicalSubmissions.send.outsideAsk')}</p>
            <div className="flex flex-wrap gap-2">
              <button type="button" className={buttonClass.primary} onClick={() => void send(true)}>
                {t('practicalSubmissions.send.anyway')}
              </button>
              <button type="button" className={buttonClass.secondary} onClick={() => setAskOutside(false)}>
                {t('practicalSubmissions.send.back')}
              </button>
            </div>
          </div>
        ) : null}
        {formError ? (
          <p role="alert" className="rounded-lg bg-alert-error-bg p-3 text-alert-error-text">
            {formError}
          </p>
        ) : null}
        {sending ? (
          <p role="status" className="text-text">
            {t('practicalSubmissions.send.sentOf', {
              sent: fileSizeText(sending.sentBytes, i18n.language),
              total: fileSizeText(sending.totalBytes, i18n.language),
            })}
          </p>
        ) : null}
        <SubmitButton
          pending={sending !== null}
          label={t('practicalSubmissions.send.button')}
          pendingLabel={t('practicalSubmissions.send.pending')}
          spinner
          className={`${buttonClass.primary} w-full sm:w-auto`}
        />
      </div>
    </form>
  );
}
