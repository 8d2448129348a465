import type { CertificateVerification } from '@jal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, type Envelope } from '@/lib/api-client';
import { LEARNING_API, learningKeys } from './learning-api';

/** GET /api/v1/certificates/{code}: public; 404 when no certificate has this code. */
export async function getCertificate(code: string): Promise<CertificateVerification> {
  const response = await apiRequest<Envelope<CertificateVerification>>(LEARNING_API.certificate(code));
  return response.data;
}

export function useCertificateVerification(code: string) {
  return useQuery({ queryKey: learningKeys.certificate(code), queryFn: () => getCertificate(code), enabled: code !== '' });
}
