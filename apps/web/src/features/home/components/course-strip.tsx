/** The landing page's course strip (§2 Course strip). */
export function CourseStrip() {
  return null;
}
