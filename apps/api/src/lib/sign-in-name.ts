/** What a person signs in with, lower-cased: their email, or their mobile number when they have no email. */
export function signInName(user: { email: string | null; mobile: string | null }): string {
  return user.email?.toLowerCase() ?? user.mobile ?? '';
}
