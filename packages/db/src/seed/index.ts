export { seedCatalog } from "./catalog";
export { seedQuestionBank } from "./question-bank";
