/** Announcements: banners, marquee, popups, promotions and the notice modal (spec 2 §2, §3, §7). */

import { z } from 'zod';
import { endpoint, paged, REAL_ACCOUNT_ONLY, relay, Timestamp } from './define';
import { DEFAULT_ANNOUNCEMENT_TYPES, POPUP_EXECUTIONS } from './constants';

export const Banner = z
  .object({
    bannerId: z.union([z.string(), z.number()]),
    groupName: z.string(),
    /** Image address. */
    url: z.string(),
    title: z.string().nullish(),
    /** URL: open linkage; P: promotion id; G: game (nodeId); null: not clickable. */
    linkageType: z.enum(['URL', 'P', 'G']).nullish(),
    linkage: z.string().nullish(),
    sort: z.number().int().nullish(),
  })
  .loose();
export type Banner = z.infer<typeof Banner>;

/** A player notice (marquee) or notice of the notice modal; `content` is HTML. */
export const Notice = z
  .object({
    id: z.union([z.string(), z.number()]),
    title: z.string(),
    content: z.string(),
    createdAt: Timestamp.nullish(),
  })
  .loose();
export type Notice = z.infer<typeof Notice>;

export const Popup = Notice.extend({ execution: z.enum(POPUP_EXECUTIONS) });
export type Popup = z.infer<typeof Popup>;

export const Promotion = z
  .object({
    id: z.union([z.string(), z.number()]),
    title: z.string(),
    /** e.g. new_player, deposit, rebate, vip, daily. */
    category: z.string(),
    /** HTML. */
    content: z.string(),
    imageUrl: z.string(),
    startTime: Timestamp.nullish(),
    endTime: Timestamp.nullish(),
    /** The member must join before claiming (sign-up promotions). */
    joinRequired: z.boolean().nullish(),
    /** Inferred: taking part is an activity application (comment, images, age confirmed). */
    applicationRequired: z.boolean().nullish(),
    /** Inferred: the age the application confirms (spec 2 §5: 18 when absent, configurable). */
    minimumAge: z.number().int().min(1).nullish(),
    /** Inferred: the promotion's rules as lines (the detail page lists them). */
    rules: z.array(z.string()).nullish(),
  })
  .loose();
export type Promotion = z.infer<typeof Promotion>;

export const AnnouncementsValue = z
  .object({
    banners: z.array(Banner).default([]),
    player: z.array(Notice).default([]),
    popup: z.array(Popup).default([]),
    promotion: z.array(Promotion).default([]),
    /** Type H: notices of the announcement modal. */
    notice: z.array(Notice).default([]),
  })
  .loose();
export type AnnouncementsValue = z.infer<typeof AnnouncementsValue>;

export const noticesEndpoints = {
  announcements: endpoint({
    method: 'GET',
    path: relay('MCSFE_getListAnnouncements'),
    module: 'COMM3',
    request: z.object({
      /** Comma list of B, PL, PU, PR, H. */
      types: z.string().default(DEFAULT_ANNOUNCEMENT_TYPES),
      platform: z.string().default('W'),
      /** Comma list of popup executions to include (B, A, F). */
      execution: z.string().optional(),
      language: z.string().optional(),
    }),
    response: AnnouncementsValue,
    sample: { types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B' },
    spec: ['spec2-2', 'spec2-3', 'spec2-7'],
    inferred: 'the list of type H is answered as `notice`',
    summary: 'Announcements: banners, marquee, popups, promotions, notices',
  }),
  agentAnnouncements: endpoint({
    method: 'GET',
    path: relay('MCSFE_getAgentAnnouncements'),
    module: 'COMM3',
    token: true,
    refusesTrial: REAL_ACCOUNT_ONLY,
    request: z.object({
      pageNo: z.coerce.number().int().min(1).default(1),
      pageSize: z.coerce.number().int().min(1).max(50).default(10),
    }),
    response: paged(Notice),
    sample: { pageNo: 1, pageSize: 10 },
    spec: ['spec2-2'],
    inferred:
      'the agent centre names an announcement page only: a paged list of notices for agents (HTML content), newest first; agents only, a trial account refused',
    summary: 'Announcements for agents (agent centre)',
  }),
} as const;
