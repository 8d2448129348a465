import { API } from '@jal/contracts/core';
import type { ChallengeEnrolmentResult, LoginResult, SecondFactorEnrolment, SecondFactorSignInBody } from '@jal/contracts';
import { apiRequest, type Envelope } from '@/lib/api-client';

/** The sign-in's second step: the challenge with a code or a recovery code; answers the session. */
export async function verifySecondStep(body: SecondFactorSignInBody): Promise<LoginResult> {
  return (await apiRequest<Envelope<LoginResult>>(API.secondFactorSignIn, { method: 'POST', body })).data;
}

/** The enrolment step of a sign-in that must have a second factor: a new secret. */
export async function startChallengeEnrolment(challenge: string): Promise<SecondFactorEnrolment> {
  return (await apiRequest<Envelope<SecondFactorEnrolment>>(API.secondFactorChallengeEnrolment, { method: 'POST', body: { challenge } }))
    .data;
}

/** Confirms that enrolment with a code: answers the session and the recovery codes. */
export async function confirmChallengeEnrolment(challenge: string, code: string): Promise<ChallengeEnrolmentResult> {
  return (
    await apiRequest<Envelope<ChallengeEnrolmentResult>>(API.secondFactorChallengeEnrolmentConfirm, {
      method: 'POST',
      body: { challenge, code },
    })
  ).data;
}
