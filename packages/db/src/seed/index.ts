export { seedCatalog } from "./catalog";
