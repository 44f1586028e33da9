/** Start-up: brand, system status, white-label flags, countries, customer service, help centre (spec 1 §1, §2.1, §7). */

import { z } from 'zod';
import { endpoint, NoParams } from './define';

/** White-label module flag node: `{ modId, enabled: '1' | '0', childrenNodes }`. */
export interface WhitelabelNode {
  modId: string;
  enabled: '1' | '0';
  childrenNodes?: WhitelabelNode[] | null;
}
export const WhitelabelNode: z.ZodType<WhitelabelNode> = z.lazy(() =>
  z.object({
    modId: z.string(),
    enabled: z.enum(['1', '0']),
    childrenNodes: z.array(WhitelabelNode).nullish(),
  }),
);

/** One server-supplied validation rule of a registration field (spec 1 §3, §5). */
export const FieldRule = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  minLength: z.number().int().nonnegative().nullish(),
  maxLength: z.number().int().nonnegative().nullish(),
  acceptedPattern: z.string().nullish(),
  patternId: z.number().int().nullish(),
});
export type FieldRule = z.infer<typeof FieldRule>;

/** The 18 registration fields (spec 1 §2.10). */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'zalo',
  'facebook',
  'wechat',
  'idNumber',
] as const;

export type RegisterField = (typeof REGISTER_FIELDS)[number];

export const RegisterRules = z.record(z.string(), FieldRule);

export const RESOURCE_TYPES = [
  'TELEGRAM',
  'FACEBOOK',
  'INSTAGRAM',
  'Android',
  'MOBILECONFIG',
  'SpeedTest',
  'USDJUMP',
  'AFFILIATELINK',
  /** The help organisation the footer links (issue 30; inferred: not seen on the platform). */
  'RESPONSIBLEGAMING',
] as const;

export const Resource = z.object({
  resourceType: z.string(),
  labelNameEn: z.string().nullish(),
  url: z.string().nullish(),
  qrCodeUrl: z.string().nullish(),
});
export type Resource = z.infer<typeof Resource>;

/** Customer-service entry; `path` is encrypted, its last 8 characters are the key. */
export const CustomerService = z.object({ csType: z.string(), path: z.string() });
export type CustomerService = z.infer<typeof CustomerService>;

export const Location = z.object({ ip: z.string(), country: z.string() }).loose();

export const SystemStatus = z.object({
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  /** End of the maintenance window in ms, when known (shown on the maintenance page). */
  maintenanceEndTime: z.number().int().nullish(),
  location: Location,
  info: z.object({
    whitelabel: z.array(WhitelabelNode),
    register: RegisterRules,
    customerService: z.array(CustomerService),
    domainRoute: z.string().nullish(),
    mainDomain: z.string().nullish(),
    resources: z.array(Resource),
    analytics: z.object({ gtagId: z.string().nullish() }).nullish(),
    imageCDNs: z.array(z.string()),
    launchGameCDNs: z.array(z.string()),
    /** Languages the site offers; absent means TY and EN (spec 1 §1). */
    languages: z.array(z.string()).nullish(),
  }),
});
export type SystemStatus = z.infer<typeof SystemStatus>;

export const Country = z.object({ countryCode: z.string(), countryDialingCode: z.string() });
export type Country = z.infer<typeof Country>;

const BRAND_LOOK = "inferred (issue 26: the brand's look; not in the spec): ";
const Colour = z.string().regex(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i);

/** The design tokens of one theme: CSS colours `#rgb` or `#rrggbb` (issue 26, inferred). */
export const ThemeTokens = z
  .object({
    bg: Colour,
    surface: Colour,
    text: Colour,
    muted: Colour,
    accent: Colour,
    accentText: Colour,
    border: Colour,
    focus: Colour,
    success: Colour,
    warning: Colour,
    danger: Colour,
  })
  .describe(
    `${BRAND_LOOK}one theme's colours: page background (bg), panels (surface), text, muted text, accent fills and the text on them (accentText), borders, the focus ring, and success/warning/danger text; a text colour under WCAG AA on its background is replaced by a readable one`,
  );
export type ThemeTokens = z.infer<typeof ThemeTokens>;

/** How the brand looks (issue 26, inferred): both themes' tokens, the default theme, type and corners. */
export const BrandTheme = z
  .object({
    defaultTheme: z.enum(['light', 'dark']),
    light: ThemeTokens,
    dark: ThemeTokens,
    /** CSS font-family list; the portal adds its own fallback for the marks system fonts may lack. */
    fontStack: z.string().min(1),
    /** CSS corner radius of buttons, fields and panels (`6px`, `0.5rem`). */
    radius: z.string().regex(/^\d+(\.\d+)?(px|rem|em)$/),
  })
  .describe(
    `${BRAND_LOOK}theme tokens for light and dark, default theme, font stack, corner radius`,
  );
export type BrandTheme = z.infer<typeof BrandTheme>;

/** The white-label deployment's brand file (spec 1 §1 shared configuration, §2.2 route guard). */
export const BrandConfig = z.object({
  platform: z.string(),
  merchant: z.string(),
  lotteryType: z.string(),
  loginedToHomePage: z.boolean(),
  defaultLanguage: z.string(),
  currencySymbol: z.string(),
  displayName: z
    .string()
    .min(1)
    .optional()
    .describe(`${BRAND_LOOK}the site's name (title, logo's name)`),
  logo: z
    .object({ light: z.string().min(1), dark: z.string().min(1) })
    .optional()
    .describe(`${BRAND_LOOK}logo addresses for the light and the dark theme`),
  favicon: z.string().min(1).optional().describe(`${BRAND_LOOK}favicon address (SVG or PNG)`),
  appIcon: z
    .string()
    .min(1)
    .optional()
    .describe(`${BRAND_LOOK}installed app's icon (PNG, 512 px square)`),
  theme: BrandTheme.optional(),
});
export type BrandConfig = z.infer<typeof BrandConfig>;

export const HelpArticle = z.object({
  id: z.union([z.string(), z.number()]),
  title: z.string(),
  content: z.string(),
  category: z.string().nullish(),
});

export const systemEndpoints = {
  brandConfig: endpoint({
    method: 'GET',
    path: '/brand.json',
    module: 'BRAND',
    wrapped: false,
    request: NoParams,
    response: BrandConfig,
    sample: {},
    spec: ['spec1-1', 'spec1-2.2'],
    inferred: 'deployment file served next to the portal; not a platform call',
    summary: 'White-label brand options of this deployment',
  }),
  systemStatus: endpoint({
    method: 'GET',
    path: '/wps/system/status',
    module: 'COMM3',
    request: z.object({ url: z.string() }),
    response: SystemStatus,
    sample: { url: 'localhost' },
    spec: ['spec1-2.1', 'spec1-7', 'spec2-7'],
    summary: 'Permission and system status',
  }),
  whitelabel: endpoint({
    method: 'GET',
    path: '/wps/system/whitelabel',
    module: 'COMM3',
    request: NoParams,
    response: z.array(WhitelabelNode),
    sample: {},
    spec: ['spec1-7', 'spec2-7'],
    summary: 'White-label settings (module flag tree)',
  }),
  domainRoute: endpoint({
    method: 'GET',
    path: '/wps/system/domainRoute',
    module: 'COMM3',
    request: NoParams,
    response: z
      .object({
        resources: z.array(Resource),
        /** The domains the platform serves the portal on (hostnames, or addresses). */
        domainList: z.array(z.string()).nullish(),
      })
      .loose(),
    sample: {},
    spec: ['spec1-7', 'spec2-7'],
    inferred: 'domainList: seen in a public app client of the platform (value.domainList)',
    summary: 'Routers / domain list',
  }),
  countries: endpoint({
    method: 'GET',
    path: '/wps/system/country',
    module: 'COMM3',
    request: NoParams,
    response: z.array(Country),
    sample: {},
    spec: ['spec1-2.1', 'spec1-7'],
    summary: 'Country dialing codes',
  }),
  customerServiceLink: endpoint({
    method: 'GET',
    path: '/wps/system/customerService',
    module: 'COMM3',
    request: NoParams,
    response: z.object({
      version: z.object({ pathList: z.array(z.object({ type: z.string(), path: z.string() })) }),
    }),
    sample: {},
    spec: ['spec1-7'],
    inferred: 'path not shown in the spec',
    summary: 'Customer-service link (type 3 used, encrypted path)',
  }),
  helpCenter: endpoint({
    method: 'GET',
    path: '/wps/system/helpCenter',
    module: 'COMM3',
    request: NoParams,
    response: z.array(HelpArticle),
    sample: {},
    spec: ['spec2-7'],
    summary: 'Help centre articles',
  }),
} as const;
