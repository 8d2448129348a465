import { useTranslation } from 'react-i18next';

/** Twelve terms of the courses, each with its equivalent in the other language. */
export function Glossary() {
  const { t } = useTranslation();
  const terms = [
    {
      id: 'watershed',
      term: t('resources.glossary.watershed.term'),
      other: t('resources.glossary.watershed.other'),
      definition: t('resources.glossary.watershed.definition'),
    },
    {
      id: 'catchment',
      term: t('resources.glossary.catchment.term'),
      other: t('resources.glossary.catchment.other'),
      definition: t('resources.glossary.catchment.definition'),
    },
    {
      id: 'ridgeLine',
      term: t('resources.glossary.ridgeLine.term'),
      other: t('resources.glossary.ridgeLine.other'),
      definition: t('resources.glossary.ridgeLine.definition'),
    },
    {
      id: 'drainageLine',
      term: t('resources.glossary.drainageLine.term'),
      other: t('resources.glossary.drainageLine.other'),
      definition: t('resources.glossary.drainageLine.definition'),
    },
    {
      id: 'runoff',
      term: t('resources.glossary.runoff.term'),
      other: t('resources.glossary.runoff.other'),
      definition: t('resources.glossary.runoff.definition'),
    },
    {
      id: 'contour',
      term: t('resources.glossary.contour.term'),
      other: t('resources.glossary.contour.other'),
      definition: t('resources.glossary.contour.definition'),
    },
    {
      id: 'contourTrench',
      term: t('resources.glossary.contourTrench.term'),
      other: t('resources.glossary.contourTrench.other'),
      definition: t('resources.glossary.contourTrench.definition'),
    },
    {
      id: 'checkDam',
      term: t('resources.glossary.checkDam.term'),
      other: t('resources.glossary.checkDam.other'),
      definition: t('resources.glossary.checkDam.definition'),
    },
    {
      id: 'percolationTank',
      term: t('resources.glossary.percolationTank.term'),
      other: t('resources.glossary.percolationTank.other'),
      definition: t('resources.glossary.percolationTank.definition'),
    },
    {
      id: 'farmPond',
      term: t('resources.glossary.farmPond.term'),
      other: t('resources.glossary.farmPond.other'),
      definition: t('resources.glossary.farmPond.definition'),
    },
    {
      id: 'recharge',
      term: t('resources.glossary.recharge.term'),
      other: t('resources.glossary.recharge.other'),
      definition: t('resources.glossary.recharge.definition'),
    },
    {
      id: 'dpr',
      term: t('resources.glossary.dpr.term'),
      other: t('resources.glossary.dpr.other'),
      definition: t('resources.glossary.dpr.definition'),
    },
  ];
  return (
    <dl className="grid gap-x-8 gap-y-6 md:grid-cols-2">
      {terms.map((entry) => (
        <div key={entry.id} className="border-l-4 border-secondary pl-4">
          <dt>
            <span className="block text-lg font-semibold text-text">{entry.term}</span>
            <span className="block text-sm font-medium text-secondary-strong">{entry.other}</span>
          </dt>
          <dd className="mt-1 text-text-muted">{entry.definition}</dd>
        </div>
      ))}
    </dl>
  );
}
