import { defineMessages, type NoMessageValues } from 'react-intl';

export const homeMessages = defineMessages<{
  heroTitle: NoMessageValues;
  heroText: NoMessageValues;
  login: NoMessageValues;
  portal: NoMessageValues;
  contact: NoMessageValues;
  featuresTitle: NoMessageValues;
  libraryTitle: NoMessageValues;
  libraryText: NoMessageValues;
  distributionTitle: NoMessageValues;
  distributionText: NoMessageValues;
  dataTitle: NoMessageValues;
  dataText: NoMessageValues;
  settlementTitle: NoMessageValues;
  settlementText: NoMessageValues;
  statsTitle: NoMessageValues;
  statPlus: { value: string };
  countries: NoMessageValues;
  regions: NoMessageValues;
  tracks: NoMessageValues;
  channels: NoMessageValues;
  partners: NoMessageValues;
}>({
  heroTitle: {
    id: 'home.hero.title',
    defaultMessage: 'Take your music to the world',
    description: 'Landing page headline',
  },
  heroText: {
    id: 'home.hero.text',
    defaultMessage:
      'One portal for record companies, artists and licensors: manage your catalogue, distribute worldwide, follow the data and settle royalties.',
    description: 'Landing page introduction',
  },
  login: {
    id: 'home.login',
    defaultMessage: 'Log in to the portal',
    description: 'Landing page button to the login page',
  },
  portal: {
    id: 'home.portal',
    defaultMessage: 'Go to the portal',
    description:
      'Landing page button to the dashboard, shown instead of the login button when logged in',
  },
  contact: {
    id: 'home.contact',
    defaultMessage: 'Contact us',
    description: 'Landing page link to the contact form',
  },
  featuresTitle: {
    id: 'home.features.title',
    defaultMessage: 'What the portal does',
    description: 'Heading of the capabilities',
  },
  libraryTitle: {
    id: 'home.library.title',
    defaultMessage: 'Music library management',
    description: 'Capability title',
  },
  libraryText: {
    id: 'home.library.text',
    defaultMessage:
      'Albums, tracks, artists, rights holders and authorization files in one catalogue, editable offline.',
    description: 'Capability description',
  },
  distributionTitle: {
    id: 'home.distribution.title',
    defaultMessage: 'Global distribution',
    description: 'Capability title',
  },
  distributionText: {
    id: 'home.distribution.text',
    defaultMessage:
      'Submit albums for review and deliver them to channels around the world, or take them off shelf.',
    description: 'Capability description',
  },
  dataTitle: {
    id: 'home.data.title',
    defaultMessage: 'Data monitoring',
    description: 'Capability title',
  },
  dataText: {
    id: 'home.data.text',
    defaultMessage:
      'Follow plays and sales by channel, region and track, with top content and heat maps.',
    description: 'Capability description',
  },
  settlementTitle: {
    id: 'home.settlement.title',
    defaultMessage: 'Settlement',
    description: 'Capability title',
  },
  settlementText: {
    id: 'home.settlement.text',
    defaultMessage: 'Read sales and settlement statements and confirm them online.',
    description: 'Capability description',
  },
  statsTitle: {
    id: 'home.stats.title',
    defaultMessage: 'Our reach',
    description: 'Heading of the figures',
  },
  statPlus: {
    id: 'home.stat.plus',
    defaultMessage: '{value}+',
    description: 'A figure with "or more", e.g. 500+',
  },
  countries: {
    id: 'home.stat.countries',
    defaultMessage: 'countries',
    description: 'Label under the number of countries',
  },
  regions: {
    id: 'home.stat.regions',
    defaultMessage: 'regions',
    description: 'Label under the number of regions',
  },
  tracks: {
    id: 'home.stat.tracks',
    defaultMessage: 'tracks',
    description: 'Label under the number of tracks',
  },
  channels: {
    id: 'home.stat.channels',
    defaultMessage: 'channel operators',
    description: 'Label under the number of channel operators',
  },
  partners: {
    id: 'home.stat.partners',
    defaultMessage: 'partners',
    description: 'Label under the number of partners',
  },
});
