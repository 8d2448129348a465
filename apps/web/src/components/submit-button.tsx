import { buttonClass } from './button-styles';

type SubmitButtonProps = {
  /** While the form is sending, the button says so and cannot be pressed again. */
  pending: boolean;
  label: string;
  pendingLabel: string;
  /** When the button is disabled; by default only while the form is sending. */
  disabled?: boolean;
  className?: string;
  /** A spinner beside the words while sending, for a send that may take a while. */
  spinner?: boolean;
};

/** A form's main button, with the words it shows while the form is sending. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  disabled = pending,
  className = buttonClass.primary,
  spinner = false,
}: SubmitButtonProps) {
  return (
    <button type="submit" className={className} disabled={disabled}>
      {spinner && pending ? (
        <span
          aria-hidden="true"
          className="h-5 w-5 animate-spin rounded-full border-2 border-primary-contrast/30 border-t-primary-contrast motion-reduce:animate-none"
        />
      ) : null}
      {pending ? pendingLabel : label}
    </button>
  );
}
