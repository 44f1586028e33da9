import { FEEDBACK_CONTENT_MAX, FEEDBACK_CONTENT_MIN } from '@/api/contract/constants';

/**
 * What is wrong with a feedback's content (spec 2 §9 messages): nothing typed ('Please enter
 * content'), or a length outside the bounds ('content length between {0} and {1} words'); the
 * length counts the characters without the spaces around, as the server does.
 */
export function contentProblem(content: string): 'empty' | 'length' | null {
  const length = content.trim().length;
  if (length === 0) return 'empty';
  if (length < FEEDBACK_CONTENT_MIN || length > FEEDBACK_CONTENT_MAX) return 'length';
  return null;
}
