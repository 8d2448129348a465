import type { FastifyInstance } from 'fastify';

/** Every public cache entry of the course catalogue starts with this prefix. */
export const COURSES_CACHE_PREFIX = 'courses:';

/**
 * Drops every cached public answer about courses (lists, categories): called after any change
 * made in the dashboard, so a course published there is on the public site at the next request.
 */
export function invalidateCourseCaches(app: FastifyInstance) {
  app.publicCache.invalidate(COURSES_CACHE_PREFIX);
}
