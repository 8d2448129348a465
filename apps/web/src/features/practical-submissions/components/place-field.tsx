import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button-styles';
import { formatNumber } from '@/lib/locale-format';
import type { CapturedPlace } from '../capture/ready-submission';
import type { Message } from '../capture/number-check';
import type { PracticalContent } from '../capture/prepare';
import { useLocation } from '../hooks/use-location';
import { messageText } from './message-text';

type Props = {
  asked: PracticalContent['place'];
  place: CapturedPlace | null;
  outside: boolean | null;
  error?: Message;
  onPlace: (place: CapturedPlace | null) => void;
};

/** "Record my location": the phone's position with its accuracy against the accuracy asked, a retry, and what is missing without it. */
export function PlaceField({ asked, place, outside, error, onPlace }: Props) {
  const { t, i18n } = useTranslation();
  const location = useLocation(onPlace);
  const metres = (value: number) => formatNumber(Math.round(value), i18n.language);
  const accurate = place ? place.accuracyMetres <= asked.accuracyMetres : false;

  return (
    <fieldset className="rounded-lg border border-border p-3" aria-describedby={error ? 'practical-place-error' : undefined}>
      <legend className="px-1 font-semibold text-text">
        {t('practicalSubmissions.place.title')}
        <span className="ms-2 text-sm font-normal text-text-muted">
          {t(asked.required ? 'practicalSubmissions.required' : 'practicalSubmissions.optional')}
        </span>
      </legend>
      <p className="text-sm text-text-muted">{t('practicalSubmissions.place.needed', { metres: metres(asked.accuracyMetres) })}</p>
      <div aria-live="polite" className="mt-2 space-y-1 empty:hidden">
        {location.locating ? <p className="text-text">{t('practicalSubmissions.place.locating')}</p> : null}
        {place && !location.locating ? (
          <p className={accurate ? 'text-alert-success-text' : 'text-alert-warning-text'}>
            {t(accurate ? 'practicalSubmissions.place.accurate' : 'practicalSubmissions.place.inaccurate', {
              metres: metres(place.accuracyMetres),
              needed: metres(asked.accuracyMetres),
            })}
          </p>
        ) : null}
      </div>
      {outside ? (
        <p role="alert" className="mt-2 rounded-lg bg-alert-warning-bg p-2 text-alert-warning-text">
          {t('practicalSubmissions.place.outside')}
        </p>
      ) : null}
      {location.problem ? (
        <p role="alert" className="mt-2 rounded-lg bg-alert-warning-bg p-2 text-alert-warning-text">
          {t(`practicalSubmissions.place.problem.${location.problem}`)}{' '}
          {t(asked.required ? 'practicalSubmissions.place.lacksRequired' : 'practicalSubmissions.place.lacksOptional')}
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          className={place ? buttonClass.secondary : buttonClass.primary}
          disabled={location.locating}
          onClick={location.locate}
        >
          {t(place || location.problem ? 'practicalSubmissions.place.retry' : 'practicalSubmissions.place.record')}
        </button>
        {place ? (
          <button type="button" className={buttonClass.ghost} onClick={() => onPlace(null)}>
            {t('practicalSubmissions.place.forget')}
          </button>
        ) : null}
      </div>
      {error ? (
        <p id="practical-place-error" role="alert" className="mt-2 text-sm font-semibold text-danger">
          {messageText(t, error)}
        </p>
      ) : null}
    </fieldset>
  );
}
