import { defineMessages, type NoMessageValues } from 'react-intl';

export const dashboardMessages = defineMessages<{
  welcome: { name: string };
  welcomeAnonymous: NoMessageValues;
  organisation: { organisation: string };
  totalsTitle: NoMessageValues;
  tracks: NoMessageValues;
  albums: NoMessageValues;
  artists: NoMessageValues;
  toReview: NoMessageValues;
  approved: NoMessageValues;
  unapproved: NoMessageValues;
  announcementsTitle: NoMessageValues;
  announcementsEmpty: NoMessageValues;
  viewAll: NoMessageValues;
  reviewTitle: NoMessageValues;
  reviewNew: NoMessageValues;
  reviewModifications: NoMessageValues;
  reviewOldest: NoMessageValues;
  reviewOldestNone: NoMessageValues;
  reviewOpenQueue: NoMessageValues;
}>({
  welcome: {
    id: 'dashboard.welcome',
    defaultMessage: 'Welcome, {name}',
    description: 'Dashboard greeting with the user name',
  },
  welcomeAnonymous: {
    id: 'dashboard.welcomeAnonymous',
    defaultMessage: 'Welcome',
    description: 'Greeting when the name is unknown',
  },
  organisation: {
    id: 'dashboard.organisation',
    defaultMessage: 'Organisation: {organisation}',
    description: 'Line under the greeting naming the partner organisation',
  },
  totalsTitle: {
    id: 'dashboard.totals.title',
    defaultMessage: 'Library overview',
    description: 'Heading of the totals',
  },
  tracks: {
    id: 'dashboard.totals.tracks',
    defaultMessage: 'Tracks',
    description: 'Total number of tracks',
  },
  albums: {
    id: 'dashboard.totals.albums',
    defaultMessage: 'Albums',
    description: 'Total number of albums',
  },
  artists: {
    id: 'dashboard.totals.artists',
    defaultMessage: 'Artists',
    description: 'Total number of artists',
  },
  toReview: {
    id: 'dashboard.totals.toReview',
    defaultMessage: 'Albums to be reviewed',
    description: 'Albums pending review (status 11 and 16)',
  },
  approved: {
    id: 'dashboard.totals.approved',
    defaultMessage: 'Approved albums',
    description: 'Albums whose review passed',
  },
  unapproved: {
    id: 'dashboard.totals.unapproved',
    defaultMessage: 'Unapproved albums',
    description: 'Albums whose review did not pass',
  },
  announcementsTitle: {
    id: 'dashboard.announcements.title',
    defaultMessage: 'System announcements',
    description: 'Heading of the announcement list',
  },
  announcementsEmpty: {
    id: 'dashboard.announcements.empty',
    defaultMessage: 'No announcements yet.',
    description: 'Shown when there is no announcement',
  },
  viewAll: {
    id: 'dashboard.announcements.viewAll',
    defaultMessage: 'All notifications',
    description: 'Link to the notification list',
  },
  reviewTitle: {
    id: 'dashboard.review.title',
    defaultMessage: 'Waiting for review',
    description: 'Staff dashboard: heading of the review figures (all organisations)',
  },
  reviewNew: {
    id: 'dashboard.review.new',
    defaultMessage: 'New albums',
    description: 'Staff dashboard: albums pending review as newly added (status 11)',
  },
  reviewModifications: {
    id: 'dashboard.review.modifications',
    defaultMessage: 'Modifications',
    description: 'Staff dashboard: albums pending review after a modification (status 16)',
  },
  reviewOldest: {
    id: 'dashboard.review.oldest',
    defaultMessage: 'Longest wait',
    description: 'Staff dashboard: how long the oldest pending album has waited',
  },
  reviewOldestNone: {
    id: 'dashboard.review.oldestNone',
    defaultMessage: 'None',
    description: 'Staff dashboard: no album is waiting',
  },
  reviewOpenQueue: {
    id: 'dashboard.review.openQueue',
    defaultMessage: 'Open the review queue',
    description: 'Staff dashboard: link to the review queue',
  },
});
