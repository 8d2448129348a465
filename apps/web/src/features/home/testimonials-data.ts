/**
 * The landing page's sample testimonials (fixed, not in the database): id and avatar colour here, name, role and
 * content as translation keys `home.testimonials.t{id}.*`. Each avatar pairs token colours that
 * reach WCAG AA for the initial.
 */
export const TESTIMONIALS = [
  { id: 1, avatar: 'bg-primary text-primary-contrast' },
  { id: 2, avatar: 'bg-secondary-soft text-secondary-strong' },
  { id: 3, avatar: 'bg-accent text-primary-contrast' },
  { id: 4, avatar: 'bg-hero text-primary' },
  { id: 5, avatar: 'bg-footer text-footer-text' },
  { id: 6, avatar: 'bg-accent-soft text-accent' },
  { id: 7, avatar: 'bg-secondary text-primary-contrast' },
  { id: 8, avatar: 'bg-primary-hover text-primary-contrast' },
] as const;

export type Testimonial = (typeof TESTIMONIALS)[number];

export const TESTIMONIALS_PER_PAGE = 4;
