import type { FastifyInstance } from 'fastify';

/** The dashboard's course management: courses, their curriculum and their statistics. */
export async function courseAdminModule(_app: FastifyInstance) {}
