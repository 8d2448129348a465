import { API } from '@jal/contracts/core';
import type { DisableSecondFactorBody, RecoveryCodes, SecondFactorEnrolment, SecondFactorStatus } from '@jal/contracts';
import { apiRequest, type Envelope } from '@/lib/api-client';

export async function readSecondFactor(): Promise<SecondFactorStatus> {
  return (await apiRequest<Envelope<SecondFactorStatus>>(API.secondFactorStatus)).data;
}

export async function startEnrolment(): Promise<SecondFactorEnrolment> {
  return (await apiRequest<Envelope<SecondFactorEnrolment>>(API.secondFactorEnrolment, { method: 'POST' })).data;
}

/** Confirms with one code from the app; answers the recovery codes, shown this once. */
export async function confirmEnrolment(code: string): Promise<string[]> {
  return (await apiRequest<Envelope<RecoveryCodes>>(API.secondFactorEnrolmentConfirm, { method: 'POST', body: { code } })).data
    .recoveryCodes;
}

export async function disableSecondFactor(body: DisableSecondFactorBody): Promise<void> {
  await apiRequest(API.secondFactorDisable, { method: 'POST', body });
}
