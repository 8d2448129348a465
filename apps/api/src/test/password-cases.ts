/**
 * One password breaking each rule of the policy, and what the API says about it (for a field
 * the person knows as `label`), so every place a password is chosen is tested alike.
 */
export function refusedPasswords(label = 'Password'): [code: string, password: string, message: string][] {
  return [
    ['too-short', 'kuan-7', `${label} must be at least 8 characters.`],
    ['too-long', 'k'.repeat(129), `${label} must be at most 128 characters.`],
    ['blank', ' '.repeat(12), `${label} must not be only spaces.`],
    ['common', 'Password1', `${label} is one of the most common passwords, which are guessed first. Choose another.`],
  ];
}
