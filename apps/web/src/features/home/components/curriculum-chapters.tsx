import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button-styles';
import { useBrowserValue } from '@/lib/use-browser-value';
import { useMediaQuery } from '@/lib/use-media-query';
import { MOTION_OK } from './course-strip-hooks';
import { beltFits, chapterTitleId, CurriculumBelt } from './curriculum-belt';
import type { CurriculumChapter } from './curriculum-data';

type Props = {
  chapters: CurriculumChapter[];
  /** The visitor's pause (WCAG 2.2.2); kept by the parent so it survives a change of module. */
  paused: boolean;
  onPausedChange: (paused: boolean) => void;
};

function subscribeToResize(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/**
 * The selected module's chapter tags and its chapter belt. Hovering or focusing a tag stops the
 * belt and brings that chapter to the middle; a pointer over the belt holds it still; the
 * pause/play button stops it for good.
 */
export function CurriculumChapters({ chapters, paused, onPausedChange }: Props) {
  const { t } = useTranslation();
  const motionOk = useMediaQuery(MOTION_OK);
  // The server's HTML shows the belt still, as when it fits.
  const fits = useBrowserValue(
    subscribeToResize,
    () => beltFits(chapters.length, window.innerWidth, document.documentElement.clientWidth),
    true,
  );
  // A tag can be under the pointer and focused at once (a tap does both, then the pointer
  // leaves): each is tracked on its own, so lifting the finger keeps the chapter in view.
  const [pointerTag, setPointerTag] = useState<number | null>(null);
  const [focusTag, setFocusTag] = useState<number | null>(null);
  const [overBelt, setOverBelt] = useState(false);
  const centred = pointerTag ?? focusTag;
  const moving = motionOk && !fits;

  return (
    <>
      <div className="mx-auto mt-6 flex max-w-6xl flex-wrap items-start justify-between gap-4 px-4">
        <div role="group" aria-label={t('home.curriculum.chaptersLabel')} className="flex flex-wrap gap-2">
          {chapters.map((chapter, index) => (
            <button
              key={chapter.id}
              type="button"
              // The tag names the kind of chapter; its card's title tells which chapter it is.
              aria-describedby={chapterTitleId(chapter)}
              onPointerEnter={() => setPointerTag(index)}
              onPointerLeave={() => setPointerTag(null)}
              onFocus={() => setFocusTag(index)}
              onBlur={() => setFocusTag(null)}
              // Safari does not focus a button on click; focus keeps the chapter in the middle.
              onClick={(event) => event.currentTarget.focus()}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-secondary bg-secondary-soft px-3 text-sm font-semibold text-secondary-strong transition-colors duration-150 hover:bg-surface"
            >
              <span>
                <span className="tabular-nums">{index + 1}</span> {t(chapter.tagKey)}
              </span>
            </button>
          ))}
        </div>
        {moving ? (
          <button type="button" className={buttonClass.secondary} onClick={() => onPausedChange(!paused)}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="currentColor">
              {paused ? <path d="M8 5v14l11-7z" /> : <path d="M7 5h4v14H7zM13 5h4v14h-4z" />}
            </svg>
            {paused ? t('home.curriculum.play') : t('home.curriculum.pause')}
          </button>
        ) : null}
      </div>
      <div className="mt-6">
        <CurriculumBelt
          chapters={chapters}
          moving={moving}
          running={!paused && !overBelt}
          centred={centred}
          onPointerEnter={() => setOverBelt(true)}
          onPointerLeave={() => setOverBelt(false)}
        />
      </div>
    </>
  );
}
