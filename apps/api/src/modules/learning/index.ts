import type { FastifyInstance } from 'fastify';
import { certificateRoutes } from '../certificates/routes.js';
import { mediaRoutes } from '../media/routes.js';
import { learningRoutes } from './routes.js';

/** Enrolment, the LMS structure, the player, quizzes, certificates and media files. */
export async function learningModule(app: FastifyInstance) {
  await app.register(learningRoutes);
  await app.register(certificateRoutes);
  await app.register(mediaRoutes);
}
