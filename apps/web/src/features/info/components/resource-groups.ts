import { useTranslation } from 'react-i18next';

export type Resource = { id: string; name: string; publisher: string; description: string; link?: { href: string; label: string } };
export type ResourceGroup = { id: string; title: string; items: Resource[] };

// Only the publishers' home pages are linked: their document addresses change often, and a
// link that points nowhere helps no one. A resource without a sure address is named only.
const SITES = {
  dolr: 'https://dolr.gov.in/',
  nrega: 'https://nrega.nic.in/',
  cgwb: 'https://cgwb.gov.in/',
  qgis: 'https://qgis.org/',
  bhuvan: 'https://bhuvan.nrsc.gov.in/',
  earth: 'https://earth.google.com/web/',
  osm: 'https://www.openstreetmap.org/',
  wris: 'https://indiawris.gov.in/',
  imd: 'https://mausam.imd.gov.in/',
} as const;

/** The resources page's lists, in the UI language. */
export function useResourceGroups(): ResourceGroup[] {
  const { t } = useTranslation();
  const dolr = { href: SITES.dolr, label: t('resources.guidelines.dolrLink') };
  return [
    {
      id: 'guidelines',
      title: t('resources.guidelines.title'),
      items: [
        {
          id: 'common',
          name: t('resources.guidelines.common.name'),
          publisher: t('resources.guidelines.common.publisher'),
          description: t('resources.guidelines.common.description'),
          link: dolr,
        },
        {
          id: 'wdc',
          name: t('resources.guidelines.wdc.name'),
          publisher: t('resources.guidelines.wdc.publisher'),
          description: t('resources.guidelines.wdc.description'),
          link: dolr,
        },
        {
          id: 'mgnrega',
          name: t('resources.guidelines.mgnrega.name'),
          publisher: t('resources.guidelines.mgnrega.publisher'),
          description: t('resources.guidelines.mgnrega.description'),
          link: { href: SITES.nrega, label: t('resources.guidelines.mgnregaLink') },
        },
        {
          id: 'recharge',
          name: t('resources.guidelines.recharge.name'),
          publisher: t('resources.guidelines.recharge.publisher'),
          description: t('resources.guidelines.recharge.description'),
          link: { href: SITES.cgwb, label: t('resources.data.cgwbLink') },
        },
      ],
    },
    {
      id: 'tools',
      title: t('resources.tools.title'),
      items: [
        {
          id: 'qgis',
          name: t('resources.tools.qgis.name'),
          publisher: t('resources.tools.qgis.publisher'),
          description: t('resources.tools.qgis.description'),
          link: { href: SITES.qgis, label: t('resources.tools.qgisLink') },
        },
        {
          id: 'bhuvan',
          name: t('resources.tools.bhuvan.name'),
          publisher: t('resources.tools.bhuvan.publisher'),
          description: t('resources.tools.bhuvan.description'),
          link: { href: SITES.bhuvan, label: t('resources.tools.bhuvanLink') },
        },
        {
          id: 'earth',
          name: t('resources.tools.earth.name'),
          publisher: t('resources.tools.earth.publisher'),
          description: t('resources.tools.earth.description'),
          link: { href: SITES.earth, label: t('resources.tools.earthLink') },
        },
        {
          id: 'osm',
          name: t('resources.tools.osm.name'),
          publisher: t('resources.tools.osm.publisher'),
          description: t('resources.tools.osm.description'),
          link: { href: SITES.osm, label: t('resources.tools.osmLink') },
        },
      ],
    },
    {
      id: 'data',
      title: t('resources.data.title'),
      items: [
        {
          id: 'wris',
          name: t('resources.data.wris.name'),
          publisher: t('resources.data.wris.publisher'),
          description: t('resources.data.wris.description'),
          link: { href: SITES.wris, label: t('resources.data.wrisLink') },
        },
        {
          id: 'cgwb',
          name: t('resources.data.cgwb.name'),
          publisher: t('resources.data.cgwb.publisher'),
          description: t('resources.data.cgwb.description'),
          link: { href: SITES.cgwb, label: t('resources.data.cgwbLink') },
        },
        {
          id: 'imd',
          name: t('resources.data.imd.name'),
          publisher: t('resources.data.imd.publisher'),
          description: t('resources.data.imd.description'),
          link: { href: SITES.imd, label: t('resources.data.imdLink') },
        },
        {
          id: 'toposheets',
          name: t('resources.data.toposheets.name'),
          publisher: t('resources.data.toposheets.publisher'),
          description: t('resources.data.toposheets.description'),
        },
      ],
    },
  ];
}
