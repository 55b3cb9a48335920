// Filled by the issue #17 work (see the route stubs in ../routes).
export {};
