export { seedCatalog } from "./catalog";
export { seedQuestionBank } from "./question-bank";
export { seedSkillRelations } from "./skill-relations";
