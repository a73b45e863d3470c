import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { getConfig } from '../config/currentConfig';
import { applyBffHeaders } from './bffHeaders';

const rawBaseQuery = fetchBaseQuery({
  // Looked up per call, so a test or a polyfill can provide fetch after this module loads.
  fetchFn: (input, init) => fetch(input, init),
  prepareHeaders: applyBffHeaders,
});

// bffBaseUrl comes from /config.json at run time, so the base is resolved per call.
export const bffBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (args, api, extra) => {
  const base = getConfig().bffBaseUrl;
  const request = typeof args === 'string' ? { url: args } : args;
  return rawBaseQuery({ ...request, url: `${base}${request.url}` }, api, extra);
};
