/**
 * The API's endpoints, as the web app calls them (`call(routes.offers.get, { params })`): each
 * route's method, path, public flag and body kind, typed as the contracts' route (its input and
 * answer types) but holding none of its schemas, so a page builds no zod schema to call the API
 * (decision 0075). Forms load the schemas they validate with on demand.
 */
export { endpoints as routes } from "@encaja/contracts/routes/endpoints";
