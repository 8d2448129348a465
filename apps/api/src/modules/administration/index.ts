import type { FastifyInstance } from 'fastify';

/** The dashboard's administration: translations, languages, alerts, organizations, users and reports. */
export async function administrationModule(_app: FastifyInstance) {}
