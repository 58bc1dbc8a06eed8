import { writePriceToCourseTemplates } from './course-price.js';
import { offerFreedPlaces } from '../places/index.js';
import * as v from 'valibot';
import type { FastifyPluginAsync } from 'fastify';
import type { ProductTags } from '@club/shared/contracts/schemas';
import type { ProductPatch } from '@club/shared/contracts/endpoints/products';
import { endpoints, hasWholeCents, schemas } from '../../lib/contracts.js';
import { registerEndpoint } from '../../lib/endpoint-route.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { errorResponses, isUuid } from '../../lib/schemas.js';
import { registerCourseTemplateSync } from './course-save-hook.js';
import { runCourseOffSaleHooks } from './off-sale-hooks.js';
import {
  createProduct,
  ensureVendor,
  findProduct,
  listProducts,
  searchProducts,
  updateProduct,
  type ProductChange,
} from './repository.js';

const { productSchema, vendorSchema } = schemas;
const calls = endpoints.productsEndpoints;
const tags = ['products'];

const invalid = (message: string) =>
  new HttpError(
    400,
    'VALIDATION_ERROR',
    message,
    'Validation Error',
    { field: message.split(' ')[0] ?? '' },
    'VALIDATION_ERROR.product',
  );
const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length <= 20 && value.every((x) => typeof x === 'string' && x.length <= 500);

/** JSON patch replace operations -> one change, each value checked for its path. */
export function productChangeOf(operations: ProductPatch, currentTags: ProductTags): ProductChange {
  const change: ProductChange = {};
  for (const { path, value } of operations) {
    switch (path) {
      case '/name':
        if (typeof value !== 'string' || value.length < 1 || value.length > 120)
          throw invalid('name must be 1 to 120 characters.');
        change.name = value;
        break;
      case '/description':
        if (typeof value !== 'string' || value.length > 4000)
          throw invalid('description must be text of at most 4000 characters.');
        change.description = value;
        break;
      case '/images':
        if (!isStringList(value)) throw invalid('images must be a list of at most 20 URLs.');
        change.images = value;
        break;
      case '/price':
      case '/pricingDetails/price':
        if (typeof value !== 'number' || !hasWholeCents(value) || value < 0 || value > 100000)
          throw invalid('price must be a number from 0 to 100000 with at most two decimals.');
        change.price = value;
        break;
      case '/stock':
      case '/status':
        if (!Number.isInteger(value) || (value as number) < 0)
          throw invalid(`${path.slice(1)} must be a whole number of 0 or more.`);
        change[path === '/stock' ? 'stock' : 'status'] = value as number;
        break;
      case '/tags':
        if (typeof value !== 'object' || value === null || Array.isArray(value))
          throw invalid('tags must be an object.');
        for (const list of Object.values(value)) if (!isStringList(list)) throw invalid('tags must hold lists of ids.');
        change.tags = value as ProductTags;
        break;
      case '/tags/contentId':
        if (!isStringList(value)) throw invalid('tags/contentId must be a list of ids.');
        change.tags = { ...(change.tags ?? currentTags), contentId: value };
        break;
    }
  }
  return change;
}

/** Products (a course is sold as one) and the club's vendor. Writes need WRITE_CONTENT. */
export const productsRoutes: FastifyPluginAsync = async (app) => {
  // Page saves keep their COURSE templates' events groups and products in step (same transaction).
  registerCourseTemplateSync(app.log);
  registerEndpoint(
    app,
    calls.createProduct,
    { tags, response: { 200: productSchema, ...errorResponses(400, 401, 403) } },
    async (request) => createProduct(app.db, request.params.orgId, request.body),
  );

  registerEndpoint(
    app,
    calls.listProducts,
    { tags, response: { 200: v.array(productSchema), ...errorResponses(401, 403) } },
    async (request) => listProducts(app.db, request.params.orgId),
  );

  registerEndpoint(
    app,
    calls.patchProduct,
    { tags, response: { 200: productSchema, ...errorResponses(400, 401, 403, 404) } },
    async (request) => {
      const { orgId, id } = request.params;
      const current = await findProduct(app.db, orgId, id);
      if (!current) throw notFound('No product has this id.', 'product');
      const change = productChangeOf(request.body, current.tags);
      const product = await updateProduct(app.db, orgId, id, change);
      if (!product) throw notFound('No product has this id.', 'product');
      const courses = (product.tags.eventsGroupId ?? []).filter((id) => isUuid(id));
      // The product is the one price: the course's templates show it too (course-price.ts).
      if (change.price !== undefined && product.status === 1) {
        await writePriceToCourseTemplates(app.db, orgId, courses, change.price);
      }
      // Taken off sale: a course nobody can book any more gives its participants their money back
      // (orders/course-closed.ts settleCourseOffSale; nothing when another product still sells it).
      if (current.status === 1 && product.status !== 1) {
        for (const course of courses) {
          await runCourseOffSaleHooks(app.db, {
            organizationId: orgId,
            eventsGroupId: course,
            changedBy: request.session?.sub ?? null,
          });
        }
        return product;
      }
      // Places raised: the new places go to the course's waiting list at once.
      for (const course of courses) {
        await offerFreedPlaces(app, orgId, course, app.config.waitingList.offerHours);
      }
      return product;
    },
  );

  registerEndpoint(
    app,
    calls.searchProducts,
    { tags, response: { 200: v.array(productSchema), ...errorResponses(400, 401, 403) } },
    async (request) => searchProducts(app.db, request.params.orgId, request.body.tags),
  );

  registerEndpoint(
    app,
    calls.listVendors,
    { tags, response: { 200: v.array(vendorSchema), ...errorResponses(401, 403) } },
    async (request) => [await ensureVendor(app.db, request.params.orgId)],
  );
};
