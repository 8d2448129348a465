import { afterEach, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * Catches console.error for the rest of the test (restored after it), for tests that expect an
 * error to be logged: they check the call instead of letting it reach the output.
 */
export function catchConsoleErrors() {
  return vi.spyOn(console, 'error').mockImplementation(() => {});
}
