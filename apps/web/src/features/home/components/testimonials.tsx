import { useTranslation } from 'react-i18next';
import { SectionHeading } from './section-heading';
import { pageItems, usePager } from '../paging';
import { TESTIMONIALS, TESTIMONIALS_PER_PAGE, type Testimonial } from '../testimonials-data';
import { Icon } from './icon';

// An opening quotation mark, drawn (not typed) so no literal text sits in the component.
const QUOTE = 'M4 17c0-5 2-8 6-10M4 17a3 3 0 1 0 3-3M13 17c0-5 2-8 6-10M13 17a3 3 0 1 0 3-3';

const pagerButton =
  'flex h-11 w-11 items-center justify-center rounded-full border border-border-strong bg-surface text-primary transition-colors duration-200 hover:bg-hero';

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { t } = useTranslation();
  const key = `home.testimonials.t${testimonial.id}`;
  const name = t(`${key}.name`);
  return (
    // Fades in when its page appears (no motion under prefers-reduced-motion, see index.css).
    <li className="transition-opacity duration-300 starting:opacity-0">
      <figure className="flex h-full flex-col rounded-2xl border border-border bg-surface p-6 shadow-sm">
        <Icon d={QUOTE} className="h-7 w-7 text-water" />
        <blockquote className="mt-3 flex-1 text-text">
          <p>{t(`${key}.content`)}</p>
        </blockquote>
        <figcaption className="mt-5 flex items-center gap-3">
          <span
            aria-hidden="true"
            className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-lg font-bold ${testimonial.avatar}`}
          >
            {Array.from(name)[0]?.toUpperCase()}
          </span>
          <span>
            <span className="block font-semibold text-text">{name}</span>
            <span className="block text-sm text-text-muted">{t(`${key}.role`)}</span>
          </span>
        </figcaption>
      </figure>
    </li>
  );
}

/** Previous or next page of the testimonials: an arrow with a spoken name. */
function StepButton({ label, arrow, onClick }: { label: string; arrow: string; onClick: () => void }) {
  return (
    <button type="button" className={pagerButton} aria-controls="testimonial-list" aria-label={label} onClick={onClick}>
      <Icon d={arrow} />
    </button>
  );
}

/** Section 8: sample testimonials, four a page, with previous/next, dots and 'n of m'; paging wraps. */
export function Testimonials() {
  const { t } = useTranslation();
  const pager = usePager(TESTIMONIALS.length, TESTIMONIALS_PER_PAGE);
  return (
    <section aria-labelledby="testimonials-heading" className="bg-surface-muted">
      <div className="mx-auto max-w-6xl px-4 py-14">
        <SectionHeading id="testimonials-heading" title={t('home.testimonials.title')} intro={t('home.testimonials.intro')} />
        <ul id="testimonial-list" className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {pageItems(TESTIMONIALS, pager.page, TESTIMONIALS_PER_PAGE).map((testimonial) => (
            <TestimonialCard key={testimonial.id} testimonial={testimonial} />
          ))}
        </ul>
        <div className="mt-8 flex flex-wrap items-center justify-center gap-x-4 gap-y-2">
          <StepButton label={t('home.testimonials.previous')} arrow="M15 18l-6-6 6-6" onClick={pager.previous} />
          <div role="group" aria-label={t('home.testimonials.pages')} className="flex">
            {Array.from({ length: pager.count }, (_, index) => (
              <button
                key={index}
                type="button"
                className="group flex h-11 w-11 items-center justify-center rounded-full"
                aria-controls="testimonial-list"
                aria-label={t('home.testimonials.page', { page: index + 1 })}
                aria-current={index === pager.page ? 'true' : undefined}
                onClick={() => pager.goTo(index)}
              >
                <span className="h-3 w-3 rounded-full border-2 border-primary transition-colors duration-200 group-aria-[current=true]:bg-primary" />
              </button>
            ))}
          </div>
          <StepButton label={t('home.testimonials.next')} arrow="M9 18l6-6-6-6" onClick={pager.next} />
          <p aria-live="polite" aria-atomic="true" className="w-full text-center text-sm font-semibold text-text-muted">
            {t('home.testimonials.indicator', { current: pager.page + 1, total: pager.count })}
          </p>
        </div>
      </div>
    </section>
  );
}
