import type { Theme } from '../../../api/contract/common.ts';

/** COASTAL: a property group of the three demo hotels, one area per city. */
export const coastalGroup = {
  code: 'COASTAL',
  name: 'Coastal Collection',
  logoUrl: '/images/coastal-logo.svg',
  imageUrl: '/images/coastal-hero.jpg',
  websiteUrl: 'https://www.coastalcollection.example',
  hidePromoCodeOnLandingPage: false,
  useAreaSearch: true,
  theme: {
    Primary: '#14213d',
    Secondary: '#8f5b00',
    Accent: '#0b6e79',
    Tertiary: '#f5f1e8',
    Dark: '#0d1526',
    DarkPage: '#080d18',
    Positive: '#1e7e34',
    Negative: '#b3261e',
    Info: '#0b62a4',
    Warning: '#8a6100',
    LightPage: '#fbfaf7',
    BrandPrimary: '#14213d',
  } satisfies Theme,
  /** [area name, member property codes]. */
  areas: [
    ['London', ['GRANDLDN']],
    ['Cape Town', ['SEASIDECPT']],
    ['Lagos', ['LAGOSBAY']],
  ] as const,
};
