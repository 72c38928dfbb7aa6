/**
 * What the public pages say about the product and how to reach its team. The server reads it
 * from its environment (SPEC.md's values are the defaults) and hands it to the web app.
 */
export const PRICING_CLASSES = ['A', 'B', 'C'] as const;
export type PricingClass = (typeof PRICING_CLASSES)[number];

export interface SiteConfig {
  productName: string;
  contactEmail: string;
  /** The messaging-app account shown on /contact and encoded in its QR code. */
  messagingId: string;
  /** Whole US dollars per class (SPEC.md section 9). */
  prices: Record<PricingClass, number>;
}

export const DEFAULT_SITE_CONFIG: SiteConfig = {
  productName: 'NurseLab',
  contactEmail: 'contact@nurselab.app',
  messagingId: '@nurselab',
  prices: { A: 499, B: 999, C: 1499 },
};

/** Student ranges and what each class adds (SPEC.md section 9); every class has the common features. */
export const PRICING_PLANS: Record<PricingClass, { minStudents: number; maxStudents: number | null; extras: ('prioritySupport' | 'accountManager')[] }> = {
  A: { minStudents: 1, maxStudents: 100, extras: [] },
  B: { minStudents: 101, maxStudents: 149, extras: ['prioritySupport'] },
  C: { minStudents: 150, maxStudents: null, extras: ['prioritySupport', 'accountManager'] },
};
export const COMMON_PLAN_FEATURES = ['allLabs', 'aiFeedback', 'customModules'] as const;

/** The class a school of this size buys. */
export function pricingClassFor(students: number): PricingClass {
  return PRICING_CLASSES.find((c) => PRICING_PLANS[c].maxStudents === null || students <= PRICING_PLANS[c].maxStudents!)!;
}

/** The link a phone opens when it scans the contact QR code (LINE's "add friend" link). */
export function messagingUrl(messagingId: string): string {
  return `https://line.me/R/ti/p/${encodeURIComponent(messagingId)}`;
}
