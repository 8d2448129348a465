import { AUDIO_SPEEDS, type LessonAudio } from '@jal/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { playableAudioFormat, playedSource } from '@/lib/audio-format';
import { fileSizeText } from '@/lib/file-size';
import { formatNumber } from '@/lib/locale-format';
import { storage } from '@/lib/storage';
import { apiPath } from '@/lib/api-client';
import { useBrowserValue } from '@/lib/use-browser-value';

/** localStorage key of the learner's reading speed: the next lesson is heard at the same speed. */
export const AUDIO_SPEED_KEY = 'lessonAudioSpeed';

type Speed = (typeof AUDIO_SPEEDS)[number];

/** Which format this browser plays never changes while the page is open. */
const unchanging = () => () => {};

function rememberedSpeed(): Speed {
  const value = Number(storage.get(AUDIO_SPEED_KEY));
  return AUDIO_SPEEDS.find((speed) => speed === value) ?? 1;
}

/** The files of a reading; a lesson kept offline before its audio named its formats has the MP3 alone. */
function sourcesOf(audio: LessonAudio): LessonAudio['sources'] {
  const listed = audio.sources as LessonAudio['sources'] | undefined;
  return listed?.length ? listed : [audio];
}

/** "0.75×", "1.25×" in the reader's digits. */
function speedText(speed: number, language: string) {
  return `${formatNumber(speed, language)}×`;
}

/**
 * The lesson read aloud by the server, folded into one line above the text so that the lesson
 * itself still starts on a phone's first screen: the line tells the length and the size of the
 * file this browser will play (Opus when it can, else MP3), so the cost is known before anything
 * is fetched. Pressing it opens the browser's own audio controls and starts playing (the press is
 * the gesture browsers ask for); the chosen speed is kept for the next lesson.
 */
export function LessonAudioPlayer({ audio }: { audio: LessonAudio }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const ref = useRef<HTMLAudioElement>(null);
  const [open, setOpen] = useState(false);
  const [speed, setSpeed] = useState<Speed>(rememberedSpeed);
  // The server cannot know which format the browser plays: its HTML, and hydration, say the size
  // of the Opus file, which the learners' phones (Chrome on Android) play; another browser shows
  // the MP3's size right after.
  const format = useBrowserValue(unchanging, () => playableAudioFormat(), 'opus');
  const sources = sourcesOf(audio);
  const size = fileSizeText(playedSource(sources, format)?.sizeBytes ?? audio.sizeBytes, i18n.language);
  const label = audio.durationSeconds
    ? t('learn.audio.listenTimed', { minutes: Math.max(1, Math.round(audio.durationSeconds / 60)), size })
    : t('learn.audio.listen', { size });

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // A new source resets the rate to the default one: set both.
    element.defaultPlaybackRate = speed;
    element.playbackRate = speed;
  }, [speed, audio.url, open]);

  const toggle = () => {
    const opening = !open;
    setOpen(opening);
    if (!opening) ref.current?.pause();
  };

  // Opened by the learner's press: start at once. A browser that still refuses leaves the controls to press.
  useEffect(() => {
    if (open) Promise.resolve(ref.current?.play()).catch(() => undefined);
  }, [open]);

  const choose = (next: Speed) => {
    storage.set(AUDIO_SPEED_KEY, String(next));
    setSpeed(next);
  };

  return (
    <section aria-labelledby={`${id}-title`} className="max-w-[70ch] rounded-xl border border-border bg-surface-muted">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={toggle}
        className="flex min-h-11 w-full items-center gap-2 rounded-xl px-3 py-2 text-start font-bold text-text hover:bg-surface"
      >
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
          className="shrink-0 text-primary"
        >
          <path d="M11 5 6 9H3v6h3l5 4z" />
          <path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" />
        </svg>
        <span id={`${id}-title`}>{label}</span>
      </button>
      {open ? (
        <div id={`${id}-panel`} className="space-y-3 px-4 pb-4">
          {/* The browser plays the first source whose type it can play: Opus, else the MP3. */}
          {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the lesson's text, on the page below, is what the audio says word for word */}
          <audio key={audio.url} ref={ref} controls preload="none" aria-label={t('learn.audio.player')} className="w-full">
            {sources.map((source) => (
              <source key={source.url} src={apiPath(source.url)} type={source.contentType} />
            ))}
          </audio>
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
          <p className="text-sm text-text-muted">{t('learn.audio.readByComputer')}</p>
        </div>
      ) : null}
    </section>
  );
}
