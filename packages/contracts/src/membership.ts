/** The membership tier as a schema (stored rows, answers); the rules about it are in membership-rules.ts. */
import { z } from 'zod';
import { MEMBERSHIP_TYPES } from './membership-rules.ts';

export * from './membership-rules.ts';

export const MembershipType = z.enum(MEMBERSHIP_TYPES);
export type MembershipType = z.infer<typeof MembershipType>;
