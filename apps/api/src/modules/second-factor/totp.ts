import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

const ISSUER = 'Jal Shiksha';
const PERIOD_SECONDS = 30;

/** A fresh secret: 20 random bytes (160 bits, as RFC 4226 recommends), in base32 for the apps. */
export const newTotpSecret = () => generateSecret({ length: 20 });

/**
 * Checks a 6-digit code against the secret, allowing one step either side for a phone's clock.
 * A code of `afterTimeStep` or an earlier step is refused, so no code is accepted twice. Answers
 * the step matched, to be recorded as the new `afterTimeStep`, or null.
 */
export async function matchTotpCode(secret: string, code: string, now: Date, afterTimeStep: number | null): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: PERIOD_SECONDS,
    ...(afterTimeStep === null ? {} : { afterTimeStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** What an authenticator app scans: the otpauth URI, and the same as an SVG QR code. */
export async function enrolmentPicture(secret: string, accountLabel: string) {
  const otpauthUri = generateURI({ issuer: ISSUER, label: accountLabel, secret });
  const qrSvg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUri, qrSvg };
}
