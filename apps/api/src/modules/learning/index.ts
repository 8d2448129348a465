import type { FastifyInstance } from 'fastify';

/** Enrolment, the LMS structure, the player, quizzes, certificates and media files. */
export async function learningModule(_app: FastifyInstance) {}
