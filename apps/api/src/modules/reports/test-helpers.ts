import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { ReportResult } from '@jal/contracts';
import { body } from '../../test/body.js';

/** The report `query` asks for, as the caller of `headers` sees it; the request must succeed. */
export async function fetchReport(app: FastifyInstance, query: string, headers: Record<string, string>): Promise<ReportResult> {
  const response = await app.inject({ url: `/api/v1/reports?${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return body<ReportResult>(response).data;
}
