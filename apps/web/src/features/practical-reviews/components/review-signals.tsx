import type { PracticalReview } from '@jal/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/locale-format';

/** A minute or more off is worth saying: the times shown were moved onto the server's clock. */
const CLOCK_WORTH_SAYING_SECONDS = 60;

/** What deserves a closer look, in words: signals inform, the reviewer decides. */
export function ReviewSignals({ review }: { review: PracticalReview }) {
  const { t, i18n } = useTranslation();
  const { signals, photos } = review.submission;
  const number = (value: number) => formatNumber(value, i18n.language, { maximumFractionDigits: 0 });
  const positionOf = new Map(photos.map((photo) => [photo.id, photo.position + 1]));
  const others = signals.duplicatePhotos.filter((photo) => !photo.sameLearner);
  const clockOff = Math.abs(signals.time.phoneClockAheadSeconds) >= CLOCK_WORTH_SAYING_SECONDS;
  return (
    <section aria-labelledby="review-signals" className="flex flex-col gap-2 rounded-2xl border border-border bg-surface p-4">
      <h2 id="review-signals" className="text-lg font-bold text-text">
        {t('reviews.signals.title')}
      </h2>
      {signals.flags.length === 0 && !clockOff ? (
        <p className="text-text-muted">{t('reviews.signals.none')}</p>
      ) : (
        <ul className="list-disc space-y-1 ps-5 text-text">
          {signals.flags
            .filter((flag) => flag !== 'photo-seen-before' && flag !== 'learners-nearby')
            .map((flag) => (
              <li key={flag}>{t(`reviews.flag.${flag}`, { defaultValue: flag })}</li>
            ))}
          {others.map((photo) => (
            <li key={photo.photoId}>
              {t('reviews.signals.duplicate', {
                number: positionOf.get(photo.photoId) ?? '?',
                match: t(`reviews.signals.match.${photo.match}`),
              })}
            </li>
          ))}
          {signals.nearbySubmissions.count > 0 ? (
            <li>
              {t('reviews.signals.nearby', {
                count: signals.nearbySubmissions.count,
                metres: number(signals.nearbySubmissions.nearestMetres ?? 0),
              })}
            </li>
          ) : null}
          {clockOff ? <li>{t('reviews.signals.clock', { minutes: number(Math.abs(signals.time.phoneClockAheadSeconds) / 60) })}</li> : null}
        </ul>
      )}
      <p className="text-sm text-text-muted">{t('reviews.signals.note')}</p>
    </section>
  );
}
