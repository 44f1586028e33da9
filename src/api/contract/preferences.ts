/** The member's language (spec 1 §4, §7). */

import { z } from 'zod';
import { endpoint, Ok } from './define';

export const preferencesEndpoints = {
  updateLanguage: endpoint({
    method: 'PUT',
    path: '/wps/member/language',
    module: 'COMM3',
    writes: true,
    token: true,
    request: z.object({ language: z.string().min(2) }),
    response: Ok,
    sample: { language: 'EN' },
    spec: ['spec1-4', 'spec1-7'],
    inferred: 'method not shown; path from api-facts',
    summary: 'Update the member language',
  }),
} as const;
