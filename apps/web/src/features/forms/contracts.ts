/** The contracts module, loaded on demand so zod stays out of a page's first load. */
export const contracts = () => import("@encaja/contracts");
