import { useTranslation } from 'react-i18next';

/** A kind of job in the reader's language; a kind without a name yet shows as the server calls it. */
export function JobKindName({ kind }: { kind: string }) {
  const { t } = useTranslation();
  return <>{t(`jobs.kinds.${kind}`, { defaultValue: kind })}</>;
}
