import { API } from '@jal/contracts/core';
import type { ForgotPasswordBody, ResetPasswordWithLinkBody } from '@jal/contracts';
import { apiRequest } from '@/lib/api-client';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export async function requestResetLink(body: ForgotPasswordBody) {
  await apiRequest(API.forgotPassword, { method: 'POST', body });
}

/** Sets the new password with the token from the emailed link. */
export async function resetPasswordWithLink(body: ResetPasswordWithLinkBody) {
  await apiRequest(API.resetPassword, { method: 'POST', body });
}
