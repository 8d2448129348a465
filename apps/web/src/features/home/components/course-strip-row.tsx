import type { CourseSummary } from '@jal/contracts';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CourseStripCard } from './course-strip-card';
import { offsetForCard, stripProgress } from './course-strip-utils';

type Props = { courses: CourseSummary[] };

const CARD = 'w-72 shrink-0';
const LABEL_ID = 'course-strip-label';

/** Names the row on screen too: the section's heading only comes after the cards. */
function StripLabel() {
  const { t } = useTranslation();
  return (
    <p id={LABEL_ID} className="px-4 pb-2 font-semibold text-secondary-strong sm:px-8">
      {t('home.courseStrip.listLabel')}
    </p>
  );
}

/**
 * The motionless strip: a row the visitor scrolls sideways (reduced motion, short screens, or
 * no matchMedia). Snap points keep a card aligned after each swipe.
 */
export function CourseStripList({ courses }: Props) {
  return (
    <>
      <StripLabel />
      <ul
        aria-labelledby={LABEL_ID}
        className="flex snap-x snap-mandatory scroll-px-4 gap-8 overflow-x-auto px-4 pb-4 pt-2 sm:scroll-px-8 sm:px-8"
      >
        {courses.map((course, index) => (
          <li key={course.id} className={`${CARD} snap-start`}>
            <CourseStripCard course={course} index={index} />
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The scroll-driven strip: a tall block whose sticky band stays on
 * screen while the page scrolls through it; the vertical progress moves the row sideways, one
 * pixel of scroll for one pixel of travel. The row is clipped (overflow clip where supported:
 * unlike hidden, the browser cannot scroll it on focus) and the page never scrolls sideways.
 */
export function CourseStripTrack({ courses }: Props) {
  const sectionRef = useRef<HTMLDivElement>(null);
  const stickyRef = useRef<HTMLDivElement>(null);
  const rowRef = useRef<HTMLUListElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const distance = useRef(0);
  const [size, setSize] = useState({ distance: 0, stickyHeight: 0 });

  const update = useCallback(() => {
    const section = sectionRef.current;
    const sticky = stickyRef.current;
    const row = rowRef.current;
    if (!section || !sticky || !row) return;
    const travel = section.offsetHeight - sticky.offsetHeight;
    const progress = stripProgress(section.getBoundingClientRect().top, stickyTop(sticky), travel);
    row.style.transform = `translate3d(${(-progress * distance.current).toFixed(1)}px,0,0)`;
    if (barRef.current) barRef.current.style.transform = `scaleX(${progress.toFixed(3)})`;
  }, []);

  // Measures how far the row must travel; again whenever the row or the viewport changes size
  // (new courses, rotation, the font-size control).
  useLayoutEffect(() => {
    const sticky = stickyRef.current;
    const row = rowRef.current;
    if (!sticky || !row) return;
    const measure = () => {
      distance.current = Math.max(0, Math.ceil(row.offsetWidth - sticky.clientWidth));
      setSize({ distance: distance.current, stickyHeight: sticky.offsetHeight });
    };
    measure();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    observer.observe(sticky);
    return () => observer.disconnect();
  }, [courses]);

  useEffect(update, [size, update]);

  // Follows the scroll only while the strip is on screen; at most one update per frame.
  useEffect(() => {
    const section = sectionRef.current;
    if (!section) return;
    let frame = 0;
    let listening = false;
    const onScroll = () => {
      if (!frame)
        frame = requestAnimationFrame(() => {
          frame = 0;
          update();
        });
    };
    const listen = (on: boolean) => {
      if (on === listening) return;
      listening = on;
      const method = on ? 'addEventListener' : 'removeEventListener';
      window[method]('scroll', onScroll, { passive: true });
      window[method]('resize', onScroll);
      if (on) onScroll();
    };
    const observer =
      typeof IntersectionObserver === 'undefined' ? null : new IntersectionObserver(([entry]) => listen(!!entry?.isIntersecting));
    if (observer) observer.observe(section);
    else listen(true);
    return () => {
      observer?.disconnect();
      listen(false);
      cancelAnimationFrame(frame);
    };
  }, [update]);

  // A card reached with the keyboard may be off to the side: scroll the page to the point where
  // the row shows it in the middle. Mouse focus is left alone, or the card would move under the
  // pointer between press and release.
  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    const section = sectionRef.current;
    const sticky = stickyRef.current;
    const item = event.target.closest('li');
    if (!section || !sticky || !item || !isFocusVisible(event.target)) return;
    const travel = section.offsetHeight - sticky.offsetHeight;
    const offset = offsetForCard(item.offsetLeft + item.offsetWidth / 2, sticky.clientWidth, distance.current, travel);
    const top = window.scrollY + section.getBoundingClientRect().top - stickyTop(sticky) + offset;
    window.scrollTo({ top, behavior: 'instant' });
    update();
  };

  return (
    <div ref={sectionRef} style={size.stickyHeight ? { height: size.stickyHeight + size.distance } : undefined}>
      {/* Pinned in the middle of the screen, below the sticky header (about 4rem), while the
          page scrolls through the block. */}
      <div
        ref={stickyRef}
        style={{ top: `max(4rem, calc(50vh + 2rem - ${size.stickyHeight / 2}px))` }}
        className="sticky overflow-x-hidden py-4 supports-[overflow:clip]:overflow-x-clip"
      >
        <StripLabel />
        <ul
          ref={rowRef}
          aria-labelledby={LABEL_ID}
          onFocus={onFocus}
          className="relative flex w-max gap-8 px-4 py-2 will-change-transform sm:px-8"
        >
          {courses.map((course, index) => (
            <li key={course.id} className={CARD}>
              <CourseStripCard course={course} index={index} />
            </li>
          ))}
        </ul>
        {/* How far along the row is: a visual cue only. */}
        <div aria-hidden="true" className="mx-4 mt-4 h-1 overflow-hidden rounded-full bg-border sm:mx-8">
          <div ref={barRef} className="h-full origin-left rounded-full bg-primary [transform:scaleX(0)]" />
        </div>
      </div>
    </div>
  );
}

/** Where the band pins (its `top`, which depends on the screen's height), in px. */
function stickyTop(sticky: HTMLElement): number {
  return parseFloat(getComputedStyle(sticky).top) || 0;
}

function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}
