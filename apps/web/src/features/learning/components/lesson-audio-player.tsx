import { AUDIO_SPEEDS, type LessonAudio } from '@jal/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileSizeText } from '@/lib/file-size';
import { storage } from '@/lib/storage';
import { apiUrl } from '../api/learning-api';

/** localStorage key of the learner's reading speed: the next lesson is heard at the same speed. */
export const AUDIO_SPEED_KEY = 'lessonAudioSpeed';

type Speed = (typeof AUDIO_SPEEDS)[number];

function rememberedSpeed(): Speed {
  const value = Number(storage.get(AUDIO_SPEED_KEY));
  return AUDIO_SPEEDS.find((speed) => speed === value) ?? 1;
}

/** "0.75×", "1.25×" in the reader's digits. */
function speedText(speed: number, language: string) {
  return `${new Intl.NumberFormat(language === 'hi' ? 'hi-IN' : 'en-IN').format(speed)}×`;
}

/**
 * The lesson read aloud by the server: the browser's own audio controls, which fetch nothing
 * until the learner presses play (its length and size are shown first, so the cost is known), and a
 * choice of speed kept for the next lesson.
 */
export function LessonAudioPlayer({ audio }: { audio: LessonAudio }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const ref = useRef<HTMLAudioElement>(null);
  const [speed, setSpeed] = useState<Speed>(rememberedSpeed);
  const size = fileSizeText(audio.sizeBytes, i18n.language);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // A new source resets the rate to the default one: set both.
    element.defaultPlaybackRate = speed;
    element.playbackRate = speed;
  }, [speed, audio.url]);

  const choose = (next: Speed) => {
    storage.set(AUDIO_SPEED_KEY, String(next));
    setSpeed(next);
  };

  return (
    <section aria-labelledby={`${id}-title`} className="max-w-[70ch] space-y-3 rounded-xl border border-border bg-surface-muted p-4">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-bold text-text">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="22"
          height="22"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M11 5 6 9H3v6h3l5 4z" />
          <path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" />
        </svg>
        {audio.durationSeconds
          ? t('learn.audio.listenTimed', { minutes: Math.max(1, Math.round(audio.durationSeconds / 60)), size })
          : t('learn.audio.listen', { size })}
      </h2>
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the lesson's text, on the page below, is what the audio says word for word */}
      <audio ref={ref} controls preload="none" aria-label={t('learn.audio.player')} className="w-full" src={apiUrl(audio.url)} />
      <div className="flex flex-wrap items-center gap-2">
        <span id={`${id}-speed`} className="font-semibold text-text">
          {t('learn.audio.speed')}
        </span>
        <div role="group" aria-labelledby={`${id}-speed`} className="flex flex-wrap gap-1">
          {AUDIO_SPEEDS.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={speed === option}
              onClick={() => choose(option)}
              className={`min-h-11 min-w-14 rounded-lg border px-3 font-semibold ${speed === option ? 'border-primary bg-primary text-primary-contrast' : 'border-border-strong bg-surface text-text hover:bg-surface-muted'}`}
            >
              {speedText(option, i18n.language)}
            </button>
          ))}
        </div>
      </div>
      <p className="text-sm text-text-muted">
        {t('learn.audio.readByComputer')} {t('learn.audio.hint')}
      </p>
    </section>
  );
}
