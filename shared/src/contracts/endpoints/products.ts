import * as v from 'valibot';
import type { Product, Vendor } from '../schemas';
import { moneyAmountSchema } from '../rules/money';
import { endpoint, shape } from './define';

// Products (a course is sold as one) and the club's vendor. Writes need WRITE_CONTENT.
const base = '/products-service/organizations/:orgId';
const uuid = v.pipe(v.string(), v.uuid());
const tagList = v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(64))), v.maxLength(20)));

/** A product's tags: the categories, courses (events groups) and pages it belongs to. */
export const productTagsSchema = v.strictObject({
  categoryId: tagList,
  eventsGroupId: tagList,
  contentId: tagList,
});

export const productInputSchema = v.strictObject({
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(120)),
  images: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(500))), v.maxLength(20))),
  tags: v.optional(productTagsSchema),
  description: v.optional(v.pipe(v.string(), v.maxLength(4000))),
  pricingDetails: v.strictObject({ price: moneyAmountSchema(0, 100000) }),
  stock: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  status: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(9))),
});
export type ProductInput = v.InferOutput<typeof productInputSchema>;

export const productPatchPaths = [
  '/name',
  '/description',
  '/images',
  '/pricingDetails/price',
  '/price',
  '/stock',
  '/status',
  '/tags',
  '/tags/contentId',
] as const;

/** JSON patch of replace operations; each value is checked for its path by the API. */
export const productPatchSchema = v.pipe(
  v.array(v.strictObject({ op: v.literal('replace'), path: v.picklist(productPatchPaths), value: v.unknown() })),
  v.minLength(1),
  v.maxLength(20),
);
export type ProductPatch = v.InferOutput<typeof productPatchSchema>;

const productParams = v.object({ orgId: uuid, id: uuid });

export const createProduct = endpoint({
  method: 'POST',
  path: `${base}/products`,
  access: ['WRITE_CONTENT'],
  summary: 'Create a product',
  body: productInputSchema,
  answer: shape<Product>(),
});

export const listProducts = endpoint({
  method: 'GET',
  path: `${base}/products`,
  access: ['visitor'],
  summary: 'The products of the club',
  answer: shape<Product[]>(),
});

export const patchProduct = endpoint({
  method: 'PATCH',
  path: `${base}/products/:id`,
  access: ['WRITE_CONTENT'],
  summary: 'Change a product: JSON patch of replace operations',
  params: productParams,
  body: productPatchSchema,
  answer: shape<Product>(),
});

export const searchProducts = endpoint({
  method: 'POST',
  path: `${base}/products/search`,
  access: ['visitor'],
  summary: 'Products by tags (categoryId, eventsGroupId, contentId; all given values must match)',
  body: v.strictObject({ tags: productTagsSchema }),
  answer: shape<Product[]>(),
});

export const listVendors = endpoint({
  method: 'GET',
  path: `${base}/vendors`,
  access: ['visitor'],
  summary: "The club's vendors",
  answer: shape<Vendor[]>(),
});
