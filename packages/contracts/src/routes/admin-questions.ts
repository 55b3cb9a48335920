import {
  InterviewQuestion,
  InterviewQuestionList,
  InterviewQuestionsQuery,
  SaveInterviewQuestionRequest,
} from "../interviews/question-bank";
import { IdParams } from "../offers/pagination";
import { adminAccess } from "./admin";
import { defineRoute, noContent } from "./define";

/** The interview question bank kits read (superAdmin, action "admin.manage"). */
export const adminQuestions = {
  list: defineRoute({
    method: "GET",
    path: "/admin/questions",
    summary: "List the interview question bank, filtered by kind, skill, level and status",
    ...adminAccess,
    query: InterviewQuestionsQuery,
    response: { 200: InterviewQuestionList },
    errors: [],
  }),
  create: defineRoute({
    method: "POST",
    path: "/admin/questions",
    summary: "Add a question to the interview question bank",
    ...adminAccess,
    body: SaveInterviewQuestionRequest,
    response: { 201: InterviewQuestion },
    errors: [],
  }),
  update: defineRoute({
    method: "PUT",
    path: "/admin/questions/:id",
    summary: "Edit, deactivate or reactivate a question of the bank",
    ...adminAccess,
    params: IdParams,
    body: SaveInterviewQuestionRequest,
    response: { 200: InterviewQuestion },
    errors: ["NOT_FOUND"],
  }),
  remove: defineRoute({
    method: "DELETE",
    path: "/admin/questions/:id",
    summary: "Delete a question of the bank",
    ...adminAccess,
    params: IdParams,
    response: { 204: noContent },
    errors: ["NOT_FOUND"],
  }),
} as const;
