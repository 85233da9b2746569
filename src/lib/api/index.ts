export { apiGet, apiGetPublic, buildUrl, type ApiGetOptions, type QueryValue } from './client';
export { ApiError, consentReason, isApiError, NETWORK_ERROR_TYPE, INVALID_RESPONSE_TYPE } from './api-error';
export {
  useRateLimit,
  getRateLimit,
  subscribeRateLimit,
  type RateLimitInfo,
  type RateLimitSnapshot,
} from './rate-limit-headers';
export { setRetryPolicy } from './retry';
export { shouldRetryQuery } from './query-retry';
export { useRequestLog, getRequestLog, REQUEST_LOG_SIZE, type LoggedRequest } from './request-log';
export { useApiPause, getApiPause, subscribeApiPause, type ApiPause } from './pause';
