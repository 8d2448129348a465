import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { formatNumber } from '@/lib/locale-format';
import { localized } from '@/lib/localized';
import { checkNumber, type Message } from '../capture/number-check';
import type { PracticalContent } from '../capture/prepare';
import { messageText } from './message-text';

type Props = {
  numbers: PracticalContent['numbers'];
  values: Record<string, string>;
  errors: Record<string, Message | undefined>;
  onChange: (id: string, typed: string) => void;
};

/** One input a number the practical asks for, checked against its range when the learner leaves it. */
export function NumberFields({ numbers, values, errors, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const [checked, setChecked] = useState<Record<string, Message | null>>({});
  if (numbers.length === 0) return null;
  return (
    <div className="space-y-4">
      {numbers.map((number) => {
        const label = localized(number.label, i18n.language, '');
        const typed = values[number.id] ?? '';
        // Its own check once left (cleared as the learner types), else what a send found.
        const error = checked[number.id] ?? errors[`number.${number.id}`];
        return (
          <FormField
            key={number.id}
            id={`practical-number-${number.id}`}
            label={number.unit ? `${label} (${number.unit})` : label}
            hint={t('practicalSubmissions.number.hint', {
              min: formatNumber(number.min, i18n.language),
              max: formatNumber(number.max, i18n.language),
              unit: number.unit,
            })}
            error={messageText(t, error)}
            inputMode="decimal"
            autoComplete="off"
            value={typed}
            frameClass="max-w-xs"
            onChange={(event) => {
              onChange(number.id, event.currentTarget.value);
              setChecked(({ [number.id]: _left, ...rest }) => rest);
            }}
            onBlur={(event) => {
              const value = event.currentTarget.value;
              if (value.trim() !== '') setChecked((current) => ({ ...current, [number.id]: checkNumber(value, number).error }));
            }}
          />
        );
      })}
    </div>
  );
}
