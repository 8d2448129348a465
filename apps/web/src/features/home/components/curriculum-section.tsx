import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CardImage } from '@/components/card-image';
import { CurriculumChapters } from './curriculum-chapters';
import { CURRICULUM_MODULES, moduleNumber } from './curriculum-data';

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The landing page's curriculum showcase: the numbered selectors
 * 01 to 10 are a tab list (arrow keys, Home, End, roving focus); the panel shows the module's
 * title, description, chapter tags and the chapter belt.
 */
export function CurriculumSection() {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(false);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const module = CURRICULUM_MODULES[selected] ?? CURRICULUM_MODULES[0]!;
  const count = CURRICULUM_MODULES.length;

  const onKeyDown = (event: KeyboardEvent) => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(selected, count);
    setSelected(next);
    tabs.current[next]?.focus();
  };

  return (
    <section aria-labelledby="curriculum-heading" className="bg-surface py-14">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="curriculum-heading" className="text-2xl font-bold text-text sm:text-3xl">
          {t('home.curriculum.heading')}
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-text-muted">{t('home.curriculum.intro')}</p>
        <div role="tablist" aria-label={t('home.curriculum.modulesLabel')} className="mt-8 flex flex-wrap gap-2">
          {CURRICULUM_MODULES.map((item, index) => {
            const active = index === selected;
            return (
              <button
                key={item.id}
                ref={(element) => {
                  tabs.current[index] = element;
                }}
                type="button"
                role="tab"
                id={`curriculum-tab-${item.id}`}
                aria-selected={active}
                aria-controls="curriculum-panel"
                tabIndex={active ? 0 : -1}
                onClick={() => setSelected(index)}
                onKeyDown={onKeyDown}
                className={`min-h-11 min-w-11 rounded-full border px-3 font-semibold tabular-nums transition-colors duration-200 ${
                  active
                    ? 'border-primary bg-primary text-primary-contrast'
                    : 'border-border-strong bg-surface text-text hover:bg-surface-muted'
                }`}
              >
                {moduleNumber(index)}
                <span className="sr-only"> {t(item.titleKey)}</span>
              </button>
            );
          })}
        </div>
      </div>
      <div role="tabpanel" id="curriculum-panel" aria-labelledby={`curriculum-tab-${module.id}`} className="mt-8">
        <div className="mx-auto grid max-w-6xl gap-6 px-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:items-center">
          <CardImage
            src={module.image}
            loading="lazy"
            className="hidden aspect-video w-full rounded-2xl bg-surface-muted object-cover md:block"
          />
          <div>
            <p className="flex gap-3 text-sm font-semibold text-secondary-strong">
              <span className="tabular-nums">{moduleNumber(selected)}</span>
              <span>{t('home.curriculum.chapterCount', { count: module.chapters.length })}</span>
            </p>
            <h3 className="mt-1 text-xl font-bold text-text sm:text-2xl">{t(module.titleKey)}</h3>
            <p className="mt-2 text-text-muted">{t(module.descriptionKey)}</p>
          </div>
        </div>
        <CurriculumChapters key={module.id} chapters={module.chapters} paused={paused} onPausedChange={setPaused} />
      </div>
    </section>
  );
}
