import { z } from 'zod';
import { moneySchema } from './common';

/** B3 membership plan from the server. */
export const membershipPlanSchema = z.object({
  id: z.number().int(),
  name: z.string().min(1),
  /** Rupees as text, e.g. "5000" or "5000.00". */
  price: z.string(),
  credits: z.number().int().nonnegative(),
  /** Months, or the word "infinity" (Bronze: unlimited). */
  validity: z.union([z.number().int().positive(), z.literal('infinity')]),
  description: z.string(),
  key_points: z.array(z.string()),
  /** Background image path. */
  bg: z.string(),
  /** Card image name. */
  card_img: z.string(),
});
export type MembershipPlan = z.infer<typeof membershipPlanSchema>;

export const membershipPlansResponseSchema = z.array(membershipPlanSchema);

/** B3 "Membership (My Membership)". Only credits is certain; the page shows the others only if present. */
export const membershipSchema = z.looseObject({
  name: z.string().nullish(),
  credits: z.coerce.number(),
  price: moneySchema.nullish(),
  /** Days. */
  validity: z.coerce.number().nullish(),
  description: z.string().nullish(),
  key_points: z.array(z.string()).nullish(),
  /** Issue 9 (this server): the plan's tier name ("Gold"), for the page's Membership Type. */
  membership_type: z.string().nullish(),
  /** Issue 9 (this server): when the membership ends (ISO 8601); null for no end (Bronze). */
  valid_until: z.string().nullish(),
  /** Issue 9 (this server): "active". */
  status: z.string().nullish(),
});
export type Membership = z.infer<typeof membershipSchema>;

/** B3: "The response may be a single object or a list; the first list item is used." */
export const membershipDetailsResponseSchema = z.union([membershipSchema, z.array(membershipSchema)]);
export type MembershipDetailsResponse = z.infer<typeof membershipDetailsResponseSchema>;

/**
 * The active membership from a details body: the object itself, or the first item of a list;
 * null for an empty list (B4: "No membership found for your account"). Throws a ZodError on any other shape.
 */
export function parseMembershipDetails(body: unknown): Membership | null {
  const parsed = membershipDetailsResponseSchema.parse(body);
  if (Array.isArray(parsed)) return parsed[0] ?? null;
  return parsed;
}
