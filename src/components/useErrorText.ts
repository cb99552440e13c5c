import { useIntl } from 'react-intl';
import { isApiError, isNetworkError } from '../app/api/errors';
import { ERROR_CODES, errorMessageId, type ErrorCode } from '../domain/errors';
import { sharedMessages } from './messages';

const isErrorCode = (code: unknown): code is ErrorCode =>
  (ERROR_CODES as readonly unknown[]).includes(code);

/**
 * Localized text of any failure. The server's msg is already in the request's language and may
 * carry details; the catalogue's error.<code> stands in when it is empty.
 */
export function useErrorText(): (error: unknown) => string {
  const intl = useIntl();
  return (error) => {
    if (isNetworkError(error)) {
      return intl.formatMessage(
        error.reason === 'timeout' ? sharedMessages.timeoutError : sharedMessages.networkError,
      );
    }
    if (isApiError(error) && error.message) return error.message;
    const code = isApiError(error) && isErrorCode(error.code) ? error.code : 'requestFailure';
    return intl.formatMessage(
      { id: errorMessageId(code) },
      { detail: '', minutes: '', seconds: '' },
    );
  };
}
