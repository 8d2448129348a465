import { FormField, type FormFieldProps } from './form-field';

type NumberFieldProps = Omit<FormFieldProps, 'type' | 'inputMode' | 'value' | 'onChange'> & {
  /** NaN or null while the box is empty or holds no number yet; the box then shows empty. */
  value: number | null;
  /** The number typed, or NaN when the box holds none. */
  onValueChange: (value: number) => void;
};

/** A labelled whole-number field, with the numeric keyboard on phones. */
export function NumberField({ value, onValueChange, ...field }: NumberFieldProps) {
  return (
    <FormField
      type="number"
      inputMode="numeric"
      value={value !== null && Number.isFinite(value) ? value : ''}
      onChange={(event) => onValueChange(event.target.valueAsNumber)}
      {...field}
    />
  );
}
