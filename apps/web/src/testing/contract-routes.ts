// Unit tests' `@/lib/api/routes`: the contracts' table as it is (vitest.config.ts). The app's
// table loads each group's module with `require`, and a test module's `require` is Node's,
// which cannot load the TypeScript sources; lib/api/routes.test.ts checks that table against
// this one.
export { routes } from "@encaja/contracts";
