// Typed search params of the app's routes. zod/mini keeps the validators a few KB in the bundle.
import * as z from "zod/mini";

/** The shared `page` param: a positive integer, 1 when absent or invalid. */
export const pageSearch = z.object({
  page: z.catch(z._default(z.coerce.number().check(z.minimum(1), z.multipleOf(1)), 1), 1),
});

/** An extractor's page also takes `edit=true` to open the builder. */
export const extractorSearch = z.object({
  page: pageSearch.shape.page,
  edit: z.catch(z.optional(z.boolean()), undefined),
});
