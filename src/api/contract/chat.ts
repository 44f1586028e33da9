/** The chat room (spec 1 §7, spec 2 §2). */

import { z } from 'zod';
import { endpoint, NoParams, relay } from './define';

export const chatEndpoints = {
  chatUrl: endpoint({
    method: 'GET',
    path: relay('CBS_launchChat'),
    module: 'CBS3',
    token: true,
    refusesTrial: { message: 'in_please_information' },
    request: z.object({
      b2c: z.union([z.literal(1), z.literal('1')]),
      title: z.string(),
      language: z.string(),
      headerColor: z.string(),
    }),
    response: z.object({ chatUrl: z.string() }).loose(),
    sample: { b2c: 1, title: 'Chat', language: 'EN', headerColor: '#1f2a44' },
    spec: ['spec1-7', 'spec2-2'],
    summary: 'Chat room URL',
  }),
  chatUnread: endpoint({
    method: 'GET',
    path: relay('CBS_unreadCount'),
    module: 'CBS3',
    token: true,
    request: NoParams,
    response: z.object({ unReadCount: z.number().int().nonnegative() }).loose(),
    sample: {},
    spec: ['spec1-7', 'spec2-7'],
    summary: 'Chat unread count',
  }),
} as const;
