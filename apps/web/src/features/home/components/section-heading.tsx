/** A landing page section's heading and its introduction, in the one look they all share. */
export function SectionHeading({ id, title, intro }: { id: string; title: string; intro: string }) {
  return (
    <>
      <h2 id={id} className="text-2xl font-bold text-text sm:text-3xl">
        {title}
      </h2>
      <p className="mt-3 max-w-2xl text-lg text-text-muted">{intro}</p>
    </>
  );
}
