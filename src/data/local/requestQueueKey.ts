/** The `cache` entry holding the queued requests: apart so the session's logout reads no queue code. */
export const QUEUED_REQUESTS_KEY = 'queuedRequests';
