import * as v from 'valibot';
import { isoTime, wholeNumber } from './answer-parts';

// Shapes of members-and-transactions.md §3 for users, products, vendors, wallets and orders.
// Declared once in valibot: the endpoints' answer types are inferred from these and the API
// serialises with them (issue 38 item 1).

const text = (maxLength: number) => v.pipe(v.string(), v.maxLength(maxLength));
const nullableString = (maxLength: number) => v.nullable(text(maxLength));

export const addressSchema = v.object({
  streetNumber: nullableString(120),
  postCode: nullableString(10),
  city: nullableString(80),
});
export type Address = v.InferOutput<typeof addressSchema>;

const idAndName = v.object({ id: v.string(), name: v.string() });

/** The user data / profile. Read-only parts: id, email, role, memberSince, sports, eventsGroups. */
export const userDataSchema = v.object({
  id: v.string(),
  orgId: v.string(),
  firstName: nullableString(30),
  lastName: nullableString(30),
  fullName: v.string(),
  displayName: v.string(),
  email: v.string(),
  countryCode: v.string(),
  contactNumber: nullableString(20),
  department: nullableString(80),
  departmentId: v.null(),
  description: nullableString(400),
  roleId: v.string(),
  roleName: v.string(),
  eventsGroups: v.array(idAndName),
  /** YYYY-MM-DD (shown DD-MM-YYYY). */
  memberSince: v.string(),
  address: addressSchema,
  paymentData: v.null(),
  birthDate: nullableString(10),
  gender: v.nullable(v.picklist(['Male', 'Female'])),
  profileImage: nullableString(500),
  sports: v.array(v.string()),
});
export type UserData = v.InferOutput<typeof userDataSchema>;

/** Fields a member may change (PUT body; PATCH paths are '/' + one of these). */
export const editableProfileFields = [
  'firstName',
  'lastName',
  'displayName',
  'birthDate',
  'gender',
  'address',
  'countryCode',
  'contactNumber',
  'email',
] as const;
export type EditableProfileField = (typeof editableProfileFields)[number];

const tagIds = v.optional(v.pipe(v.array(text(64)), v.maxLength(20)));

export const productTagsSchema = v.object({
  categoryId: tagIds,
  eventsGroupId: tagIds,
  contentId: tagIds,
});
export type ProductTags = v.InferOutput<typeof productTagsSchema>;

export const productSchema = v.object({
  id: v.string(),
  name: v.string(),
  images: v.array(v.string()),
  tags: productTagsSchema,
  description: v.string(),
  pricingDetails: v.object({ price: v.number() }),
  price: v.number(),
  stock: wholeNumber,
  status: wholeNumber,
  inventory: v.object({
    vendorId: v.nullable(v.string()),
    storageId: v.nullable(v.string()),
  }),
});
export type Product = v.InferOutput<typeof productSchema>;

export const vendorSchema = v.object({ id: v.string(), kiosks: v.array(v.string()) });
export type Vendor = v.InferOutput<typeof vendorSchema>;

export const checkoutResponseSchema = v.object({
  originalResponse: v.object({ id: v.string() }),
  /** The provider's widget script for this checkout. */
  widgetUrl: v.string(),
  entityId: v.string(),
  /**
   * Issue 33: the member's credit this checkout spends and what the card is charged, in cents.
   * chargeCents 0: the credit pays everything, widgetUrl is empty and the order is sent at once.
   */
  creditCents: v.optional(wholeNumber),
  chargeCents: v.optional(wholeNumber),
});
export type CheckoutResponse = v.InferOutput<typeof checkoutResponseSchema>;

const paymentResult = v.object({ code: v.string(), description: v.string() });

export const paymentStatusSchema = v.object({
  id: v.string(),
  status: v.picklist(['SUCCESS', 'PENDING', 'DECLINED']),
  result: paymentResult,
});
export type PaymentStatus = v.InferOutput<typeof paymentStatusSchema>;

export const orderResponseSchema = v.object({
  id: v.nullable(v.string()),
  statusOrder: v.picklist(['SENT', 'NOT_ACCEPTED', 'PENDING']),
  result: paymentResult,
});
export type OrderResponse = v.InferOutput<typeof orderResponseSchema>;

export const walletStatementEntrySchema = v.object({
  id: v.string(),
  /** The course (events group) id the payment was for. */
  message: v.string(),
  courseName: v.string(),
  amount: v.number(),
  currency: v.string(),
  paymentMethod: v.string(),
  paymentDate: v.string(),
  orderId: v.string(),
  /**
   * A charge (the card's part of a payment), the full refund of an order (to the card), a
   * cancelled date's partial refund (issue 33: a line per date), the member's credit a payment
   * spent (CREDIT, "Guthaben angerechnet") or a refund's part given back as credit
   * (CREDIT_RETURNED); refunds are negative. An order's lines add up to its price.
   */
  kind: v.optional(v.picklist(['CHARGE', 'REFUND', 'PARTIAL_REFUND', 'CREDIT', 'CREDIT_RETURNED'])),
});
export type WalletStatementEntry = v.InferOutput<typeof walletStatementEntrySchema>;

export const userWalletSchema = v.object({
  data: v.object({
    defaultDepositMethod: v.nullable(v.string()),
    walletStatement: v.array(walletStatementEntrySchema),
    /** The member's open credit in the club, in cents: spent first at their next course checkout. */
    creditCents: v.optional(wholeNumber),
  }),
});
export type UserWallet = v.InferOutput<typeof userWalletSchema>;

/** A course the member takes part in, with its next scheduled date (null when none is planned). */
export const myCourseSchema = v.object({
  id: v.string(),
  name: v.string(),
  path: v.nullable(v.string()),
  categoryId: v.nullable(v.string()),
  nextDate: v.nullable(v.string()),
  /** Set when a child of the member takes part (the guardian's view, issue 21 item 4). */
  child: v.optional(idAndName),
});
export type MyCourse = v.InferOutput<typeof myCourseSchema>;

/** A child a guardian added (issue 21 item 4, "associated profiles"). */
export const childSchema = v.object({
  id: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  birthDate: v.string(),
  /** The adults who may book for and see this child. */
  guardians: v.array(idAndName),
});
export type Child = v.InferOutput<typeof childSchema>;

/** A child as the child form sends it (the body's rules: endpoints/families.ts). */
export interface ChildInput {
  firstName: string;
  lastName: string;
  birthDate: string;
}

/** The members area's "associated profiles": children, linked adults and open invitations. */
export const familySchema = v.object({
  children: v.array(childSchema),
  linkedAdults: v.array(v.object({ id: v.string(), name: v.string(), email: v.string() })),
  invitations: v.array(v.object({ id: v.string(), email: v.string(), expiresAt: isoTime })),
});
export type Family = v.InferOutput<typeof familySchema>;

/** An invitation sent to another adult to share a family's children (its expiry). */
export const familyInvitationSentSchema = v.object({ id: v.string(), expiresAt: isoTime });
export type FamilyInvitationSent = v.InferOutput<typeof familyInvitationSentSchema>;

/** A member's new profile picture: its address and the sizes for `srcset`. */
export const profileImageSchema = v.object({ profileImage: v.string(), srcset: v.string() });
export type ProfileImage = v.InferOutput<typeof profileImageSchema>;
