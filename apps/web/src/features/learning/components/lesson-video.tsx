import type { PlayerLessonContent } from '@jal/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { apiPath } from '@/lib/api-client';
import { savePositionOnExit, savePositionOrQueue } from '../api/progress';
import { LocalizedTextBody } from '@/components/text-body';
import { useKeepPlaceOnSwitch, useVideoQuality } from './video-quality';
import { VideoQualityMenu } from './video-quality-menu';

type VideoContent = Extract<PlayerLessonContent, { kind: 'video' }>;

/** The server counts a video done at about 90 % watched. */
export const WATCHED_SHARE = 0.9;
const SAVE_EVERY_MS = 10_000;

type Props = {
  courseId: string;
  lessonId: string;
  content: VideoContent;
  title: string;
  /** Called with the seconds the server has counted as watched and its length of the video, after each save. */
  onWatched: (watchedSeconds: number, durationSeconds: number) => void;
};

/**
 * The summary first, then the video: nothing plays or downloads beyond its metadata until the
 * learner presses play. The position is saved when playback starts, every ~10 s while playing,
 * on pause, after a seek and when the page goes away, and the video resumes there on any device.
 * The server counts watched time between these reports on its own clock, so the report at the
 * start matters: it is where the count of that stretch of playback begins.
 */
export function LessonVideo({ courseId, lessonId, content, title, onWatched }: Props) {
  const { t, i18n } = useTranslation();
  const ref = useRef<HTMLVideoElement>(null);
  const onWatchedRef = useRef(onWatched);
  onWatchedRef.current = onWatched;
  // A learner reading the site in a language the video is also spoken in hears that file: a
  // browser plays a file's first audio track only.
  const media = content.mediaByLanguage?.find((copy) => copy.language === i18n.language)?.media ?? content.media;

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const body = () =>
      Number.isFinite(video.duration) && video.duration > 0
        ? { positionSeconds: Math.round(Math.min(video.currentTime, video.duration) * 10) / 10, durationSeconds: video.duration }
        : null;
    const save = () => {
      const position = body();
      if (!position) return;
      void savePositionOrQueue(courseId, lessonId, position).then((saved) => {
        if (saved) onWatchedRef.current(saved.watchedSeconds, saved.durationSeconds ?? position.durationSeconds);
      });
    };
    const resume = () => {
      // At the very end too: pressing play on an ended video starts it again from the beginning.
      if (content.positionSeconds > 1) video.currentTime = Math.min(content.positionSeconds, video.duration);
    };
    const stopTimer = () => clearInterval(timer);
    const onPlay = () => {
      stopTimer();
      save();
      timer = setInterval(save, SAVE_EVERY_MS);
    };
    const onPause = () => {
      stopTimer();
      save();
    };
    const onPageHide = () => {
      const position = body();
      if (position && position.positionSeconds > 0) savePositionOnExit(courseId, lessonId, position);
    };
    if (video.readyState >= 1) resume();
    video.addEventListener('loadedmetadata', resume);
    video.addEventListener('play', onPlay);
    video.addEventListener('pause', onPause);
    video.addEventListener('seeked', save);
    video.addEventListener('ended', save);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      stopTimer();
      // Leaving for another lesson inside the app: keep the place too.
      if (!video.paused) save();
      video.removeEventListener('loadedmetadata', resume);
      video.removeEventListener('play', onPlay);
      video.removeEventListener('pause', onPause);
      video.removeEventListener('seeked', save);
      video.removeEventListener('ended', save);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [courseId, lessonId, content.positionSeconds, media]);

  const copies = useVideoQuality(media?.url ?? '', media?.variants);
  useKeepPlaceOnSwitch(ref, copies.url);
  const captionLanguage = content.captions.some((track) => track.language === i18n.language) ? i18n.language : 'en';
  return (
    <div className="space-y-6">
      <LocalizedTextBody map={content.summary} />
      {media ? (
        <div className="space-y-3">
          {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the caption tracks are rendered from the lesson's data below */}
          <video
            ref={ref}
            controls
            preload="metadata"
            playsInline
            width={1280}
            height={720}
            aria-label={t('learn.video.label', { title })}
            className="aspect-video h-auto w-full rounded-xl bg-footer"
          >
            {/* The smaller copies are the server's own encodings: their type is the browser's to read. */}
            <source src={apiPath(copies.url)} type={copies.url === media.url ? media.contentType : undefined} />
            {content.captions.map((track) => (
              <track
                key={track.language}
                kind="captions"
                src={apiPath(track.url)}
                srcLang={track.language}
                label={track.label}
                default={track.language === captionLanguage}
              />
            ))}
          </video>
          {copies.variants.length > 0 ? (
            <VideoQualityMenu variants={copies.variants} value={copies.quality} onChange={copies.choose} />
          ) : null}
        </div>
      ) : (
        <p className="text-text-muted">{t('learn.video.missing')}</p>
      )}
    </div>
  );
}
