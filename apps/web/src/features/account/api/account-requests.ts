import { API } from '@jal/contracts/core';
import type { ChangePasswordBody, DeleteAccountBody, ProfileUpdateBody, PublicUser } from '@jal/contracts';
import { apiHeaders, apiRequest, ApiError, type Envelope } from '@/lib/api-client';

/** Saves what is sent of the name, the Hindi name and the preferences; answers the account as now stored. */
export async function updateProfile(body: ProfileUpdateBody): Promise<PublicUser> {
  const response = await apiRequest<Envelope<PublicUser>>(API.me, { method: 'PATCH', body });
  return response.data;
}

/** Changes the password; the server ends the account's other sessions. */
export async function changePassword(body: ChangePasswordBody): Promise<void> {
  await apiRequest(API.changePassword, { method: 'POST', body });
}

/** Deletes the signed-in person's account for ever. */
export async function deleteAccount(body: DeleteAccountBody): Promise<void> {
  await apiRequest(API.me, { method: 'DELETE', body });
}

export type DataFormat = 'json' | 'csv';

/** The file name the server gives in Content-Disposition, else one of our own. */
function fileNameOf(response: Response, format: DataFormat): string {
  const match = /filename="?([^";]+)"?/i.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? `jal-shiksha-my-data.${format}`;
}

/**
 * "Download my data": the file comes with the bearer token, so it is fetched here (a plain link
 * would carry no token) and handed to the browser as a download.
 */
export async function downloadMyData(format: DataFormat): Promise<void> {
  const response = await fetch(`/api${API.myData}?format=${format}`, { headers: apiHeaders(), credentials: 'same-origin' });
  if (!response.ok) throw new ApiError(response.statusText || 'Download failed', response.status);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, format);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task is over.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
