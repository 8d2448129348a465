/** A decorative spinner; the text beside it is what screen readers announce. */
export function Spinner({ className = 'h-8 w-8' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block animate-spin rounded-full border-4 border-primary/20 border-t-primary motion-reduce:animate-none ${className}`}
    />
  );
}
