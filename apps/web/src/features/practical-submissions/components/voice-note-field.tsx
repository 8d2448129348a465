import { PRACTICAL_LIMITS } from '@jal/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button-styles';
import { LabelledProgress } from '@/components/labelled-progress';
import { fileSizeText } from '@/lib/file-size';
import type { Message } from '../capture/number-check';
import type { DraftVoiceNote } from '../outbox/phone-store';
import { useObjectUrl } from '../hooks/use-object-url';
import { useVoiceRecorder } from '../hooks/use-voice-recorder';
import { FileButton } from './file-button';
import { messageText } from './message-text';

type Props = {
  requirement: 'optional' | 'required';
  maxSeconds: number;
  voiceNote: DraftVoiceNote | null;
  error?: Message;
  onVoiceNote: (voiceNote: DraftVoiceNote | null) => void;
};

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

/** How long a chosen recording is, read by the browser; null when it cannot tell. */
function durationOf(blob: Blob): Promise<number | null> {
  return new Promise((resolve) => {
    if (typeof URL.createObjectURL !== 'function') return resolve(null);
    const url = URL.createObjectURL(blob);
    const audio = new Audio();
    const done = (value: number | null) => {
      URL.revokeObjectURL(url);
      resolve(value);
    };
    audio.preload = 'metadata';
    audio.onloadedmetadata = () => done(Number.isFinite(audio.duration) ? audio.duration : null);
    audio.onerror = () => done(null);
    audio.src = url;
  });
}

/** Why a chosen recording is refused; null when it may be sent. */
export function voiceFileRefusal(
  file: { type: string; name: string; size: number },
  seconds: number | null,
  maxSeconds: number,
): Message | null {
  const audio = file.type ? file.type.startsWith('audio/') : /\.(webm|ogg|opus|m4a|mp3|wav|aac|amr)$/i.test(file.name);
  if (!audio) return { key: 'practicalSubmissions.voice.notAudio' };
  if (file.size > PRACTICAL_LIMITS.voiceNoteBytes) {
    return { key: 'practicalSubmissions.voice.tooLarge', values: { megabytes: PRACTICAL_LIMITS.voiceNoteBytes / (1024 * 1024) } };
  }
  // A second's grace: the server reads one past the limit too.
  if (seconds !== null && seconds > maxSeconds + 1) return { key: 'practicalSubmissions.voice.tooLong', values: { seconds: maxSeconds } };
  return null;
}

/** The voice note: recorded here (stopping at the limit) or chosen from the phone, played back, deleted. */
export function VoiceNoteField({ requirement, maxSeconds, voiceNote, error, onVoiceNote }: Props) {
  const { t, i18n } = useTranslation();
  const [refusal, setRefusal] = useState<Message | null>(null);
  const recorded = useCallback((blob: Blob, seconds: number) => onVoiceNote({ blob, seconds }), [onVoiceNote]);
  const recorder = useVoiceRecorder(maxSeconds, recorded);
  const url = useObjectUrl(voiceNote?.blob);
  const shown = refusal ?? error;
  const choose = async (file: File) => {
    const refused = voiceFileRefusal(file, null, maxSeconds);
    if (refused) return setRefusal(refused);
    const seconds = await durationOf(file);
    const tooLong = voiceFileRefusal(file, seconds, maxSeconds);
    setRefusal(tooLong);
    if (!tooLong) onVoiceNote({ blob: file, seconds: seconds === null ? null : Math.round(seconds) });
  };
  const problem = recorder.problem === 'unsupported' ? null : recorder.problem;

  return (
    <fieldset className="rounded-lg border border-border p-3" aria-describedby={shown ? 'practical-voice-error' : undefined}>
      <legend className="px-1 font-semibold text-text">
        {t('practicalSubmissions.voice.title')}
        <span className="ms-2 text-sm font-normal text-text-muted">
          {t(requirement === 'required' ? 'practicalSubmissions.required' : 'practicalSubmissions.optional')}
        </span>
      </legend>
      <p className="text-sm text-text-muted">{t('practicalSubmissions.voice.limit', { time: clock(maxSeconds) })}</p>
      {voiceNote && url ? (
        <div className="mt-2 space-y-2">
          {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the learner's own recording, played back to them: there is no text of it */}
          <audio controls src={url} className="w-full" aria-label={t('practicalSubmissions.voice.playback')} />
          <p className="text-sm text-text-muted">
            {voiceNote.seconds !== null ? `${clock(voiceNote.seconds)} · ` : ''}
            {fileSizeText(voiceNote.blob.size, i18n.language)}
          </p>
        </div>
      ) : null}
      {recorder.recording ? (
        <div className="mt-2 space-y-2">
          <LabelledProgress
            label={t('practicalSubmissions.voice.recording')}
            detail={t('practicalSubmissions.voice.elapsed', { time: clock(recorder.seconds), limit: clock(maxSeconds) })}
            percent={(recorder.seconds / maxSeconds) * 100}
            valueText={t('practicalSubmissions.voice.elapsed', { time: clock(recorder.seconds), limit: clock(maxSeconds) })}
          />
          <button type="button" className={buttonClass.danger} onClick={recorder.stop}>
            {t('practicalSubmissions.voice.stop')}
          </button>
        </div>
      ) : (
        <div className="mt-2 flex flex-wrap gap-2">
          {recorder.problem !== 'unsupported' ? (
            <button type="button" className={voiceNote ? buttonClass.secondary : buttonClass.primary} onClick={() => void recorder.start()}>
              {t(voiceNote ? 'practicalSubmissions.voice.recordAgain' : 'practicalSubmissions.voice.record')}
            </button>
          ) : null}
          <FileButton label={t('practicalSubmissions.voice.choose')} accept="audio/*" onFile={(file) => void choose(file)} />
          {voiceNote ? (
            <button type="button" className={buttonClass.ghost} onClick={() => onVoiceNote(null)}>
              {t('practicalSubmissions.voice.delete')}
            </button>
          ) : null}
        </div>
      )}
      {problem ? (
        <p role="alert" className="mt-2 text-sm text-alert-warning-text">
          {t(problem === 'denied' ? 'practicalSubmissions.voice.denied' : 'practicalSubmissions.voice.noMicrophone')}
        </p>
      ) : null}
      {shown ? (
        <p id="practical-voice-error" role="alert" className="mt-2 text-sm font-semibold text-danger">
          {messageText(t, shown)}
        </p>
      ) : null}
    </fieldset>
  );
}
