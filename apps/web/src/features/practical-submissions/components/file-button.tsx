import type { InputHTMLAttributes } from 'react';
import { buttonClass } from '@/components/button-styles';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'className'> & {
  label: string;
  variant?: keyof typeof buttonClass;
  onFile: (file: File) => void;
};

/**
 * A file input that looks like a button: the input itself stays in the page (keyboard and screen
 * readers reach it, and its label names it), visually hidden inside the label that shows.
 */
export function FileButton({ label, variant = 'secondary', onFile, ...input }: Props) {
  return (
    <label
      className={`${buttonClass[variant]} cursor-pointer has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary`}
    >
      <input
        type="file"
        className="sr-only"
        {...input}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // Cleared, so choosing the same file again (after a remove) still changes it.
          event.currentTarget.value = '';
          if (file) onFile(file);
        }}
      />
      {label}
    </label>
  );
}
