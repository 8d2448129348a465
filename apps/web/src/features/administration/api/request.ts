import { apiRequest, type Envelope, type RequestOptions } from '@/lib/api-client';

/** Calls an administration endpoint and returns its `data` (failures throw ApiError). */
export async function adminRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await apiRequest<Envelope<T>>(path, options);
  return response.data;
}
