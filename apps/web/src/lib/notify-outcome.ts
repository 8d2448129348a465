import { failureMessage } from './form-errors';
import { notify } from './toast';

/** Runs an action and says how it went: the success message, or why it failed. */
export async function notifyOutcome(action: () => Promise<unknown>, success: string) {
  try {
    await action();
    void notify.success(success);
  } catch (error) {
    void notify.error(failureMessage(error));
  }
}
