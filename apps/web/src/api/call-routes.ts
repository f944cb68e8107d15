/**
 * The wire view of the contract's call table: for every call, what the web client needs to send
 * it — method, path, the media types its body may travel as, a download's default file name.
 * Derived from API here (tests and the dev server run this code); the production build replaces
 * this module by its evaluated value, a plain object (build/call-routes.ts), because API holds
 * every call's schemas and would bring zod into the home page's first download (issue 30).
 * So this module exports data only, and derives it from nothing but the contract.
 */
import { API, BODY_MEDIA_TYPES, type ApiName } from '@veridojo/contracts';

export interface CallRoute {
  method: string;
  /** Relative to /api, with `:param` placeholders. */
  path: string;
  /** An upload's accepted media types, the preferred one first; null for a JSON body or none. */
  bodyMediaTypes: readonly string[] | null;
  /** A download's default file name (when the answer names none); null for other answers. */
  fileName: string | null;
}

export const CALL_ROUTES = Object.fromEntries(
  Object.entries(API).map(([name, call]): [string, CallRoute] => {
    const body = 'bodyEncoding' in call ? call.bodyEncoding : undefined;
    const answer = 'responseEncoding' in call ? call.responseEncoding : undefined;
    return [
      name,
      {
        method: call.method,
        path: call.path,
        bodyMediaTypes: body && body.type !== 'json' ? BODY_MEDIA_TYPES[body.type] : null,
        fileName: answer?.type === 'file' ? answer.fileName : null,
      },
    ];
  }),
) as Record<ApiName, CallRoute>;
