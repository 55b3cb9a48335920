// Unit tests' `@/lib/api/routes`: the contracts' table as it is (vitest.config.ts). The app's
// table loads each group's module with `require`, which test modules do not have;
// lib/api/routes.test.ts checks that table against this one.
export { routes } from "@encaja/contracts";
