import { defineMessages } from 'react-intl';

export const errorPageMessages = defineMessages({
  notAuthorizedTitle: {
    id: 'errors.401.title',
    defaultMessage: '401',
    description: 'Big code on the 401 page',
  },
  notAuthorizedText: {
    id: 'errors.401.text',
    defaultMessage: 'Page is not authorized',
    description: 'Spec section 2: the 401 page text',
  },
  notAuthorizedHint: {
    id: 'errors.401.hint',
    defaultMessage:
      'Your account does not have access to this page. Ask your administrator if you need it.',
    description: 'Explanation under the 401 text',
  },
  forbiddenTitle: {
    id: 'errors.403.title',
    defaultMessage: '403',
    description: 'Big code on the 403 page',
  },
  forbiddenText: {
    id: 'errors.403.text',
    defaultMessage: 'Sorry, you are not authorized to visit this page',
    description: 'Spec section 2: the 403 page text',
  },
  notFoundTitle: {
    id: 'errors.404.title',
    defaultMessage: '404',
    description: 'Big code on the 404 page',
  },
  notFoundText: {
    id: 'errors.404.text',
    defaultMessage: 'The page you are looking for does not exist or has been moved.',
    description: 'The 404 page text',
  },
});
