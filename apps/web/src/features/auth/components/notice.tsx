import type { ReactNode } from 'react';

const TONES = {
  success: 'border-alert-success-text/30 bg-alert-success-bg text-alert-success-text',
  error: 'border-danger/40 bg-alert-error-bg text-alert-error-text',
} as const;

/** A boxed message at the top of a form: `status` for good news, `alert` for a problem. */
export function Notice({ tone, children, id }: { tone: keyof typeof TONES; children: ReactNode; id?: string }) {
  return (
    <div id={id} role={tone === 'success' ? 'status' : 'alert'} className={`rounded-lg border p-4 font-medium ${TONES[tone]}`}>
      {children}
    </div>
  );
}
