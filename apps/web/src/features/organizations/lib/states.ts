import { INDIAN_STATES } from '@jal/contracts';
import { useTranslation } from 'react-i18next';

/** States are stored by their English name and shown in the reader's language. */
export function useStateName() {
  const { i18n } = useTranslation();
  return (name: string | null) => {
    if (!name) return '';
    const state = INDIAN_STATES.find((item) => item.en === name);
    return state && i18n.language === 'hi' ? state.hi : name;
  };
}
