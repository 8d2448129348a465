import { API } from '@jal/contracts/core';
import type { ChangePasswordBody, DeleteAccountBody, ProfileUpdateBody, PublicUser } from '@jal/contracts';
import { apiFile, apiRequest, type Envelope } from '@/lib/api-client';

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

/**
 * "Download my data": the file comes with the bearer token, so it is fetched here (a plain link
 * would carry no token) and handed to the browser as a download.
 */
export async function downloadMyData(format: DataFormat): Promise<void> {
  const file = await apiFile(API.myData, { query: { format } });
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  // The file name the server gives, else one of our own.
  link.download = file.fileName ?? `jal-shiksha-my-data.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task is over.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
