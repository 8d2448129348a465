import { useLayoutEffect, useRef, type PointerEventHandler } from 'react';
import { useTranslation } from 'react-i18next';
import { CardImage } from '@/components/card-image';
import { beltPeriodSeconds, type CurriculumChapter } from './curriculum-data';

/** Gap between chapter cards (each card 420 px wide, 30 px apart). */
export const CHAPTER_GAP = 30;
export const CHAPTER_WIDTH = 420;

/**
 * Whether every chapter card fits on screen at once: then there is nothing to reveal and the
 * belt stands still (a moving row of one or two cards would show empty space on a wide screen).
 * `containerWidth` 0 means not measured yet.
 */
export function beltFits(count: number, viewportWidth: number, containerWidth: number): boolean {
  const card = Math.min(CHAPTER_WIDTH, 0.85 * viewportWidth);
  return containerWidth > 0 && count * card + (count - 1) * CHAPTER_GAP + 32 <= containerWidth;
}

type Props = {
  chapters: CurriculumChapter[];
  /** Moving belt (three copies, CSS animation) or a plain sideways list. */
  moving: boolean;
  /** Whether the moving belt runs (not paused by the button, a pointer or focus). */
  running: boolean;
  /** The chapter to show in the middle, while its tag is hovered or focused. */
  centred: number | null;
  onPointerEnter: PointerEventHandler;
  onPointerLeave: PointerEventHandler;
};

// One third of the track is one copy of the list: moving by it loops without a seam.
const KEYFRAMES = '@keyframes curriculum-belt{from{transform:translate3d(0,0,0)}to{transform:translate3d(-33.3333%,0,0)}}';

/**
 * The endless chapter belt of the curriculum showcase, one copy of the list per period. The list is
 * rendered three times; only the first copy is exposed to assistive technology, the other two
 * are hidden and inert. The animation's inline style is driven here, not by React, because
 * moving to a chapter must start from where the animation stands and resume from there.
 */
export function CurriculumBelt({ chapters, moving, running, centred, onPointerEnter, onPointerLeave }: Props) {
  const { t } = useTranslation();
  const viewportRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const resumeDelay = useRef(0);
  const period = beltPeriodSeconds(chapters.length);

  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    const track = trackRef.current;
    if (!viewport || !track) return;
    if (!moving) {
      const card = centred === null ? null : viewport.querySelectorAll<HTMLElement>('li')[centred];
      if (card) viewport.scrollLeft = card.offsetLeft - (viewport.clientWidth - card.offsetWidth) / 2;
      return;
    }
    const copy = track.offsetWidth / 3;
    const card = centred === null ? null : track.querySelectorAll<HTMLElement>('[data-copy="1"] > li')[centred];
    if (card && copy > 0) {
      const from = currentOffset(track);
      const target = nearestCentre(card.offsetLeft + card.offsetWidth / 2 - viewport.clientWidth / 2, copy, viewport.clientWidth, -from);
      track.style.animation = 'none';
      track.style.transition = 'none';
      track.style.transform = `translate3d(${from}px,0,0)`;
      void track.offsetWidth; // flush, so the move to the card starts from where the belt stood
      track.style.transition = 'transform 250ms ease-out';
      track.style.transform = `translate3d(${-target}px,0,0)`;
      resumeDelay.current = -((((target % copy) + copy) % copy) / copy) * period;
      return;
    }
    if (centred !== null) {
      // Not laid out (yet): at least hold the belt still.
      track.style.animationPlayState = 'paused';
      return;
    }
    track.style.transition = '';
    track.style.transform = '';
    track.style.animation = `curriculum-belt ${period}s linear ${resumeDelay.current.toFixed(3)}s infinite`;
    track.style.animationPlayState = running ? 'running' : 'paused';
  }, [moving, running, centred, period]);

  const list = (copy: number, labelled: boolean) => (
    <ul
      data-copy={copy}
      aria-label={labelled ? t('home.curriculum.beltLabel') : undefined}
      aria-hidden={copy > 0 ? true : undefined}
      inert={copy > 0 ? true : undefined}
      className={`flex w-max gap-[30px] ${moving ? 'pr-[30px]' : 'mx-auto'}`}
    >
      {chapters.map((chapter, index) => (
        <li key={chapter.id} className="w-[min(420px,85vw)] shrink-0 snap-center">
          <ChapterCard chapter={chapter} titleId={copy === 0 ? chapterTitleId(chapter) : undefined} active={index === centred} />
        </li>
      ))}
    </ul>
  );

  if (!moving) {
    return (
      <div
        ref={viewportRef}
        role="region"
        aria-label={t('home.curriculum.beltLabel')}
        // Focusable so the row can be scrolled with the arrow keys: the cards hold no links.
        tabIndex={0}
        onPointerEnter={onPointerEnter}
        onPointerLeave={onPointerLeave}
        className="relative snap-x snap-mandatory overflow-x-auto px-4 pb-4 pt-2"
      >
        <div ref={trackRef}>{list(0, false)}</div>
      </div>
    );
  }
  return (
    <div
      ref={viewportRef}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      className="overflow-x-hidden pb-4 pt-2 supports-[overflow:clip]:overflow-x-clip"
    >
      <style>{KEYFRAMES}</style>
      <div ref={trackRef} data-moving={running && centred === null} className="relative flex w-max will-change-transform">
        {list(0, true)}
        {list(1, false)}
        {list(2, false)}
      </div>
    </div>
  );
}

/** The id of a chapter card's title (first copy only), which describes the chapter's tag. */
export const chapterTitleId = (chapter: CurriculumChapter) => `curriculum-chapter-${chapter.id.replace('.', '-')}`;

type CardProps = { chapter: CurriculumChapter; titleId: string | undefined; active: boolean };

function ChapterCard({ chapter, titleId, active }: CardProps) {
  const { t } = useTranslation();
  // The card of the hovered or focused tag is outlined, so the eye finds it in the belt.
  const outline = active ? 'border-secondary ring-2 ring-secondary' : 'border-border';
  return (
    <article
      className={`flex h-full flex-col overflow-hidden rounded-2xl border bg-surface shadow-sm transition-shadow duration-200 ${outline}`}
    >
      <CardImage src={chapter.image} loading="lazy" className="aspect-[2/1] w-full bg-surface-muted object-cover" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span className="rounded-full bg-secondary-soft px-3 py-0.5 font-semibold text-secondary-strong">{t(chapter.tagKey)}</span>
          <span className="text-text-muted">{t('courses.minutes', { count: chapter.durationMinutes })}</span>
        </p>
        <h4 id={titleId} className="text-lg font-bold leading-snug text-text">
          {t(chapter.titleKey)}
        </h4>
      </div>
    </article>
  );
}

/** The belt's current sideways offset in px (negative), read from the running animation. */
function currentOffset(track: HTMLElement): number {
  const transform = getComputedStyle(track).transform;
  if (!transform || transform === 'none' || typeof DOMMatrixReadOnly !== 'function') return 0;
  return new DOMMatrixReadOnly(transform).m41;
}

/**
 * The copies are identical, so a chapter can be centred in any of them: the offset (one copy
 * apart) closest to where the belt stands, as long as the screen stays covered by cards.
 */
export function nearestCentre(offset: number, copy: number, viewport: number, standing: number): number {
  const options = [offset - copy, offset, offset + copy].filter((x) => x >= 0 && x + viewport <= 3 * copy);
  return options.reduce((best, x) => (Math.abs(x - standing) < Math.abs(best - standing) ? x : best), options[0] ?? offset);
}
