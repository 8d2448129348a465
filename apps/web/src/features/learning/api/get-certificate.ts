import { API } from '@jal/contracts/core';
import type { CertificateVerification } from '@jal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest, type Envelope } from '@/lib/api-client';
import { takeBootAnswer } from '@/lib/boot-data';
import { learningKeys } from './query-keys';

/** GET /api/v1/certificates/{code}: public; 404 when no certificate has this code. */
export async function getCertificate(code: string): Promise<CertificateVerification> {
  const response = await apiRequest<Envelope<CertificateVerification>>(API.certificate(code));
  return response.data;
}

/**
 * The check of a code; the page's HTML may already carry its answer (a found certificate, or the
 * refusal of an unknown code, which `knownMissing` reports so the page says so at once).
 */
export function useCertificateVerification(code: string) {
  const [inlined] = useState(() =>
    code ? (takeBootAnswer(API.certificate(code)) as Envelope<CertificateVerification> | undefined) : undefined,
  );
  // Unknown (404) or not even a well-formed code (400).
  const knownMissing = inlined?.code === 404 || inlined?.code === 400;
  const query = useQuery({
    queryKey: learningKeys.certificate(code),
    queryFn: () => getCertificate(code),
    enabled: code !== '' && !knownMissing,
    initialData: inlined?.code === 200 ? inlined.data : undefined,
  });
  return { query, knownMissing };
}
