import { VIDEO_QUALITIES, type VideoQuality, type VideoVariant } from '@jal/contracts';
import { useEffect, useReducer, useRef, type RefObject } from 'react';
import { useLowDataMode } from '@/lib/settings/low-data';
import { storage } from '@/lib/storage';

/**
 * localStorage keys of the learner's last quality, one per mode: a choice of Original made at
 * home with low-data mode off does not follow the learner onto a costly link in low-data mode.
 */
export const QUALITY_STORAGE_KEYS = { normal: 'videoQuality', lowData: 'videoQualityLowData' } as const;

type Situation = { lowData: boolean; connectionType?: string | undefined };

/** The link's speed class as the browser measures it ('slow-2g', '2g', '3g', '4g'), when it says (Chromium). */
function effectiveConnectionType(): string | undefined {
  return (navigator as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType;
}

/** The copy named `quality`, or undefined when the lesson has none of it. */
function copyOf(variants: VideoVariant[], quality: VideoQuality | undefined) {
  return variants.find((variant) => variant.quality === quality);
}

/**
 * The quality a video starts in before the learner picks one (variants come smallest first):
 * the smallest in low-data mode and on a 2G link; 360p on 3G and 4G (data costs the same on a
 * fast link; Original stays one pick away), else the smallest on 3G and Original on 4G; without
 * a report of the link, 360p when there is one, else Original.
 */
export function defaultQuality(variants: VideoVariant[], { lowData, connectionType }: Situation): VideoQuality {
  const smallest = variants[0]?.quality ?? 'original';
  if (lowData || connectionType === 'slow-2g' || connectionType === '2g') return smallest;
  if (copyOf(variants, '360p')) return '360p';
  return connectionType === '3g' ? smallest : 'original';
}

function isVideoQuality(value: unknown): value is VideoQuality {
  return VIDEO_QUALITIES.includes(value as VideoQuality);
}

/** The learner's remembered quality when this lesson has that copy, else the default. */
export function startingQuality(variants: VideoVariant[], situation: Situation, remembered: unknown): VideoQuality {
  return isVideoQuality(remembered) && copyOf(variants, remembered) ? remembered : defaultQuality(variants, situation);
}

/**
 * The copy to play and the learner's way to change it. A lesson with fewer than two copies has
 * no choice to offer: `variants` is then empty and the lesson's own file plays.
 */
export function useVideoQuality(mediaUrl: string, variants: VideoVariant[] | undefined) {
  const lowData = useLowDataMode();
  const storageKey = lowData ? QUALITY_STORAGE_KEYS.lowData : QUALITY_STORAGE_KEYS.normal;
  // The pick lives in storage (the next lesson starts with it); a pick renders again to read it.
  const [, renderAgain] = useReducer((count: number) => count + 1, 0);
  const choices = variants && variants.length > 1 ? variants : [];
  const quality = startingQuality(choices, { lowData, connectionType: effectiveConnectionType() }, storage.get(storageKey));
  const choose = (next: VideoQuality) => {
    storage.set(storageKey, next);
    renderAgain();
  };
  return { variants: choices, quality, url: copyOf(choices, quality)?.url ?? mediaUrl, choose };
}

/**
 * Loads the copy at `url` when it changes (a pick, or low-data mode turned on), at the same
 * time and playing if it was. Before the video has read its metadata there is no place to
 * keep: the lesson's own resume applies as on a first load.
 */
export function useKeepPlaceOnSwitch(ref: RefObject<HTMLVideoElement | null>, url: string) {
  const loaded = useRef(url);
  useEffect(() => {
    const video = ref.current;
    if (!video || loaded.current === url) return;
    loaded.current = url;
    if (video.readyState >= 1) {
      const time = video.currentTime;
      const playing = !video.paused && !video.ended;
      // Added after the player's own listeners, so this place wins over the lesson's saved one.
      const restore = () => {
        video.currentTime = Math.min(time, video.duration || time);
        if (playing) void video.play().catch(() => undefined);
      };
      video.addEventListener('loadedmetadata', restore, { once: true });
    }
    video.load();
  }, [ref, url]);
}
