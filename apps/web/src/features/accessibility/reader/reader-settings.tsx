import { useTranslation } from 'react-i18next';

type Range = { min: number; max: number; step: number };

function Slider({
  id,
  label,
  value,
  range,
  onChange,
}: {
  id: string;
  label: string;
  value: number;
  range: Range;
  onChange: (value: unknown) => void;
}) {
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={id} className="w-20 shrink-0 text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        type="range"
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        // valueAsNumber is NaN for nonsense; the validation keeps the current value then.
        onChange={(event) => onChange(event.currentTarget.valueAsNumber)}
        className="min-h-11 flex-1 accent-primary"
      />
      {/* The slider already speaks its value; a second live <output> would repeat every step. */}
      <output htmlFor={id} aria-hidden="true" className="w-10 text-right text-sm tabular-nums">
        {value.toFixed(1)}
      </output>
    </div>
  );
}

/** Voice, speed and pitch; speed and pitch go from 0.5 to 2 in steps of 0.1. */
export function ReaderSettings(props: {
  voices: SpeechSynthesisVoice[];
  voice: SpeechSynthesisVoice | null;
  rate: number;
  pitch: number;
  range: Range;
  onVoice: (name: string) => void;
  onRate: (value: unknown) => void;
  onPitch: (value: unknown) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="mt-3 space-y-2 border-t border-border pt-3">
      {props.voices.length > 0 ? (
        <div className="flex flex-col gap-1">
          <label htmlFor="reader-voice" className="text-sm font-semibold">
            {t('a11y.reader.voice')}
          </label>
          <select
            id="reader-voice"
            value={props.voice?.name ?? ''}
            onChange={(event) => props.onVoice(event.target.value)}
            className="min-h-11 w-full rounded-lg border border-border-strong bg-surface px-2 text-text"
          >
            {props.voices.map((voice) => (
              <option key={`${voice.name}-${voice.lang}`} value={voice.name}>
                {`${voice.name} (${voice.lang})`}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <p className="text-sm text-text-muted">{t('a11y.reader.noVoices')}</p>
      )}
      <Slider id="reader-rate" label={t('a11y.reader.rate')} value={props.rate} range={props.range} onChange={props.onRate} />
      <Slider id="reader-pitch" label={t('a11y.reader.pitch')} value={props.pitch} range={props.range} onChange={props.onPitch} />
    </div>
  );
}
