import { messageReplySchema, type FeedbackBody } from '@hazardscope/contracts';
import { webClientHeaders } from '../api/web-client-headers.ts';
import { fetchJson } from '../api/fetch-json.ts';

/** Feedback and strange-result reports go to `POST /api/feedback`. */
export function submitFeedback(body: FeedbackBody): Promise<{ message: string }> {
  return fetchJson('/api/feedback', messageReplySchema, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...webClientHeaders() },
    body: JSON.stringify(body),
  });
}
