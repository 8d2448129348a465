import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { showServerErrors } from './form-errors';
import { notify } from './toast';

type SaveFormOptions<Values extends FieldValues, Saved> = {
  /** The note shown once it is saved. */
  success: string;
  setError: UseFormSetError<Values>;
  /** What the form does next with what was saved (close itself, clear its fields). */
  then?: (saved: Saved) => void;
};

/** Sends a form with `save`; when the server refuses it, each problem shows beside its field, or above the form. */
export async function saveForm<Values extends FieldValues, Saved>(
  save: () => Promise<Saved>,
  { success, setError, then }: SaveFormOptions<Values, Saved>,
) {
  try {
    const saved = await save();
    void notify.success(success);
    then?.(saved);
  } catch (error) {
    showServerErrors(error, setError);
  }
}
