import * as z from 'zod/mini';
import { moneySchema } from './common';

/** B3 membership plan from the server. */
export const membershipPlanSchema = z.object({
  id: z.int(),
  name: z.string().check(z.minLength(1)),
  /** Rupees as text, e.g. "5000" or "5000.00". */
  price: z.string(),
  credits: z.int().check(z.nonnegative()),
  /** Months, or the word "infinity" (Bronze: unlimited). */
  validity: z.union([z.int().check(z.positive()), z.literal('infinity')]),
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
  name: z.nullish(z.string()),
  credits: z.coerce.number(),
  price: z.nullish(moneySchema),
  /** Days. */
  validity: z.nullish(z.coerce.number()),
  description: z.nullish(z.string()),
  key_points: z.nullish(z.array(z.string())),
  /** Added by this server: the plan's tier name ("Gold"), for the page's Membership Type. */
  membership_type: z.nullish(z.string()),
  /** Added by this server: when the membership ends (ISO 8601); null for no end (Bronze). */
  valid_until: z.nullish(z.string()),
  /** Added by this server: "active". */
  status: z.nullish(z.string()),
});
export type Membership = z.infer<typeof membershipSchema>;

/** B3: "The response may be a single object or a list; the first list item is used." */
export const membershipDetailsResponseSchema = z.union([membershipSchema, z.array(membershipSchema)]);
export type MembershipDetailsResponse = z.infer<typeof membershipDetailsResponseSchema>;

/**
 * The active membership from a details body: the object itself, or the first item of a list;
 * null for an empty list (B4: "No membership found for your account"). Throws a `z.core.$ZodError` on any other
 * shape.
 */
export function parseMembershipDetails(body: unknown): Membership | null {
  const parsed = membershipDetailsResponseSchema.parse(body);
  if (Array.isArray(parsed)) return parsed[0] ?? null;
  return parsed;
}
