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
  // Each resource's name, publisher and description are the strings under its group and id.
  const resource = (group: string, id: string, link?: Resource['link']): Resource => ({
    id,
    name: t(`resources.${group}.${id}.name`),
    publisher: t(`resources.${group}.${id}.publisher`),
    description: t(`resources.${group}.${id}.description`),
    ...(link ? { link } : {}),
  });
  const site = (href: string, labelKey: string) => ({ href, label: t(labelKey) });
  const dolr = site(SITES.dolr, 'resources.guidelines.dolrLink');
  const cgwb = site(SITES.cgwb, 'resources.data.cgwbLink');
  return [
    {
      id: 'guidelines',
      title: t('resources.guidelines.title'),
      items: [
        resource('guidelines', 'common', dolr),
        resource('guidelines', 'wdc', dolr),
        resource('guidelines', 'mgnrega', site(SITES.nrega, 'resources.guidelines.mgnregaLink')),
        resource('guidelines', 'recharge', cgwb),
      ],
    },
    {
      id: 'tools',
      title: t('resources.tools.title'),
      items: [
        resource('tools', 'qgis', site(SITES.qgis, 'resources.tools.qgisLink')),
        resource('tools', 'bhuvan', site(SITES.bhuvan, 'resources.tools.bhuvanLink')),
        resource('tools', 'earth', site(SITES.earth, 'resources.tools.earthLink')),
        resource('tools', 'osm', site(SITES.osm, 'resources.tools.osmLink')),
      ],
    },
    {
      id: 'data',
      title: t('resources.data.title'),
      items: [
        resource('data', 'wris', site(SITES.wris, 'resources.data.wrisLink')),
        resource('data', 'cgwb', cgwb),
        resource('data', 'imd', site(SITES.imd, 'resources.data.imdLink')),
        resource('data', 'toposheets'),
      ],
    },
  ];
}
