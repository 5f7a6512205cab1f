import { errorReplySchema } from '@hazardscope/contracts';

/** The error replies a route may give, for the OpenAPI document (all share one shape). */
export function errorResponses<
  Status extends 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 429 | 503 | 504,
>(...statuses: Status[]): Record<Status, typeof errorReplySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorReplySchema])) as Record<
    Status,
    typeof errorReplySchema
  >;
}
