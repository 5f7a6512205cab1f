import { maximumRevisionsMessage } from '@hazardscope/contracts';
import { ApiError } from '../api/fetch-json.ts';

/**
 * What the customisation panel says when a re-run or its save fails: the server's message for a
 * refused request (it names the field and the rule), the revision limit for a 409, and for no
 * answer or a server fault a plain request to try again — the form keeps what was typed.
 */
export function rerunErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 409) {
      return `${maximumRevisionsMessage}: a purchase allows two re-runs of an analysis.`;
    }
    if (error.status < 500 && error.message) return error.message;
    return 'The server could not re-run the analysis just now. Your changes are kept: please try again in a few minutes.';
  }
  return 'The server did not answer. Check your connection; your changes are kept, so you can click Update Analysis again.';
}
