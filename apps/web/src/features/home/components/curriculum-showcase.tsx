/** The landing page's curriculum showcase (§2 Curriculum showcase). */
export function CurriculumShowcase() {
  return null;
}
