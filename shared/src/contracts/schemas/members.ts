import { Type, type Static } from '@sinclair/typebox';

// Shapes of members-and-transactions.md §3 for users, products, vendors, wallets and orders.

export const AddressSchema = Type.Object({
  streetNumber: Type.Union([Type.String({ maxLength: 120 }), Type.Null()]),
  postCode: Type.Union([Type.String({ maxLength: 10 }), Type.Null()]),
  city: Type.Union([Type.String({ maxLength: 80 }), Type.Null()]),
});
export type Address = Static<typeof AddressSchema>;

const nullableString = (maxLength: number) => Type.Union([Type.String({ maxLength }), Type.Null()]);

/** The user data / profile. Read-only parts: id, email, role, memberSince, sports, eventsGroups. */
export const UserDataSchema = Type.Object({
  id: Type.String(),
  orgId: Type.String(),
  firstName: nullableString(30),
  lastName: nullableString(30),
  fullName: Type.String(),
  displayName: Type.String(),
  email: Type.String(),
  countryCode: Type.String(),
  contactNumber: nullableString(20),
  department: nullableString(80),
  departmentId: Type.Null(),
  description: nullableString(400),
  roleId: Type.String(),
  roleName: Type.String(),
  eventsGroups: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
  /** YYYY-MM-DD (shown DD-MM-YYYY). */
  memberSince: Type.String(),
  address: AddressSchema,
  paymentData: Type.Null(),
  birthDate: nullableString(10),
  gender: Type.Union([Type.Literal('Male'), Type.Literal('Female'), Type.Null()]),
  profileImage: nullableString(500),
  sports: Type.Array(Type.String()),
});
export type UserData = Static<typeof UserDataSchema>;

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

export const ProductTagsSchema = Type.Object(
  {
    categoryId: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 20 })),
    eventsGroupId: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 20 })),
    contentId: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 20 })),
  },
  { additionalProperties: false },
);
export type ProductTags = Static<typeof ProductTagsSchema>;

export const ProductSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  images: Type.Array(Type.String()),
  tags: ProductTagsSchema,
  description: Type.String(),
  pricingDetails: Type.Object({ price: Type.Number() }),
  price: Type.Number(),
  stock: Type.Integer(),
  status: Type.Integer(),
  inventory: Type.Object({
    vendorId: Type.Union([Type.String(), Type.Null()]),
    storageId: Type.Union([Type.String(), Type.Null()]),
  }),
});
export type Product = Static<typeof ProductSchema>;

export const VendorSchema = Type.Object({ id: Type.String(), kiosks: Type.Array(Type.String()) });
export type Vendor = Static<typeof VendorSchema>;

export const CheckoutResponseSchema = Type.Object({
  originalResponse: Type.Object({ id: Type.String() }),
  /** The provider's widget script for this checkout. */
  widgetUrl: Type.String(),
  entityId: Type.String(),
  /**
   * Issue 33: the member's credit this checkout spends and what the card is charged, in cents.
   * chargeCents 0: the credit pays everything, widgetUrl is empty and the order is sent at once.
   */
  creditCents: Type.Optional(Type.Integer()),
  chargeCents: Type.Optional(Type.Integer()),
});
export type CheckoutResponse = Static<typeof CheckoutResponseSchema>;

export const PaymentStatusSchema = Type.Object({
  id: Type.String(),
  status: Type.Union([Type.Literal('SUCCESS'), Type.Literal('PENDING'), Type.Literal('DECLINED')]),
  result: Type.Object({ code: Type.String(), description: Type.String() }),
});
export type PaymentStatus = Static<typeof PaymentStatusSchema>;

export const OrderResponseSchema = Type.Object({
  id: Type.Union([Type.String(), Type.Null()]),
  statusOrder: Type.Union([Type.Literal('SENT'), Type.Literal('NOT_ACCEPTED'), Type.Literal('PENDING')]),
  result: Type.Object({ code: Type.String(), description: Type.String() }),
});
export type OrderResponse = Static<typeof OrderResponseSchema>;

export const WalletStatementEntrySchema = Type.Object({
  id: Type.String(),
  /** The course (events group) id the payment was for. */
  message: Type.String(),
  courseName: Type.String(),
  amount: Type.Number(),
  currency: Type.String(),
  paymentMethod: Type.String(),
  paymentDate: Type.String(),
  orderId: Type.String(),
  /**
   * A charge (the card's part of a payment), the full refund of an order (to the card), a
   * cancelled date's partial refund (issue 33: a line per date), the member's credit a payment
   * spent (CREDIT, "Guthaben angerechnet") or a refund's part given back as credit
   * (CREDIT_RETURNED); refunds are negative. An order's lines add up to its price.
   */
  kind: Type.Optional(
    Type.Union([
      Type.Literal('CHARGE'),
      Type.Literal('REFUND'),
      Type.Literal('PARTIAL_REFUND'),
      Type.Literal('CREDIT'),
      Type.Literal('CREDIT_RETURNED'),
    ]),
  ),
});
export type WalletStatementEntry = Static<typeof WalletStatementEntrySchema>;

export const UserWalletSchema = Type.Object({
  data: Type.Object({
    defaultDepositMethod: Type.Union([Type.String(), Type.Null()]),
    walletStatement: Type.Array(WalletStatementEntrySchema),
    /** The member's open credit in the club, in cents: spent first at their next course checkout. */
    creditCents: Type.Optional(Type.Integer()),
  }),
});
export type UserWallet = Static<typeof UserWalletSchema>;

/** A course the member takes part in, with its next scheduled date (null when none is planned). */
export const MyCourseSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  path: Type.Union([Type.String(), Type.Null()]),
  categoryId: Type.Union([Type.String(), Type.Null()]),
  nextDate: Type.Union([Type.String(), Type.Null()]),
  /** Set when a child of the member takes part (the guardian's view, issue 21 item 4). */
  child: Type.Optional(Type.Object({ id: Type.String(), name: Type.String() })),
});
export type MyCourse = Static<typeof MyCourseSchema>;

/** A child a guardian added (issue 21 item 4, "associated profiles"). */
export const ChildSchema = Type.Object({
  id: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  birthDate: Type.String(),
  /** The adults who may book for and see this child. */
  guardians: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
});
export type Child = Static<typeof ChildSchema>;

/** A child as the child form sends it (the body's rules: endpoints/families.ts). */
export interface ChildInput {
  firstName: string;
  lastName: string;
  birthDate: string;
}

/** The members area's "associated profiles": children, linked adults and open invitations. */
export const FamilySchema = Type.Object({
  children: Type.Array(ChildSchema),
  linkedAdults: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), email: Type.String() })),
  invitations: Type.Array(
    Type.Object({ id: Type.String(), email: Type.String(), expiresAt: Type.String({ format: 'date-time' }) }),
  ),
});
export type Family = Static<typeof FamilySchema>;
