import { InterviewKit, InterviewQuestion } from "@encaja/contracts";
import { describe, expect, it } from "vitest";
import { setupInterviewTest } from "../../testing/interviews";
import { requestsAs, setupSignedInUser } from "../../testing/setup";

const { t, interviewer, get, addCandidate, schedule } = setupInterviewTest();
const admin = setupSignedInUser(t, "superAdmin");

async function addQuestion(body: Record<string, unknown>) {
  const res = await requestsAs(t, admin).post("/admin/questions", {
    kind: "hard",
    level: "semi_senior",
    ...body,
  });
  expect(res.statusCode).toBe(201);
  return InterviewQuestion.parse(res.json());
}

async function kitOf(type: "hard" | "soft") {
  const { candidate } = await addCandidate();
  const created = await schedule({
    type,
    candidateId: candidate.id,
    interviewerUserId: interviewer.userId,
  });
  return async () => {
    const res = await get(`/interviews/${created.id}`, interviewer.headers);
    expect(res.statusCode).toBe(200);
    const kit = InterviewKit.parse(res.json());
    return (kind: string, key: string) =>
      kit.questions.find((g) => g.kind === kind && g.key === key)?.items.map((i) => i.text.en);
  };
}

describe("the kit's questions come from the question bank", () => {
  it("suggests the skill's questions of the developer's level, else generic ones, and each criterion's", async () => {
    // The test developer is semi senior and knows nodejs and postgresql (the offer's skills).
    const load = await kitOf("hard");
    const empty = await load();
    expect(empty("skill", "nodejs")).toBeUndefined();
    expect(empty("criterion", "problem_solving")).toEqual([]);

    const mid = await addQuestion({
      skillCode: "nodejs",
      textEs: "¿Cómo usas los streams?",
      textEn: "How do you use streams?",
    });
    await addQuestion({
      skillCode: "nodejs",
      level: "senior",
      textEs: "¿Cómo escalas un clúster?",
      textEn: "How do you scale a cluster?",
    });
    await addQuestion({
      textEs: "¿Qué construiste con {skill}?",
      textEn: "What did you build with {skill}?",
    });
    await addQuestion({
      criterion: "problem_solving",
      textEs: "Diseña una cola de trabajos.",
      textEn: "Design a job queue.",
    });
    const filled = await load();
    expect(filled("skill", "nodejs")).toEqual(["How do you use streams?"]);
    expect(filled("skill", "postgresql")).toEqual(["What did you build with PostgreSQL?"]);
    expect(filled("criterion", "problem_solving")).toEqual(["Design a job queue."]);

    // Without a question of its own level, the skill takes the other levels'.
    const put = await requestsAs(t, admin).send("PUT", `/admin/questions/${mid.id}`, {
      kind: "hard",
      skillCode: "nodejs",
      level: "semi_senior",
      textEs: mid.textEs,
      textEn: mid.textEn,
      active: false,
    });
    expect(put.statusCode).toBe(200);
    expect((await load())("skill", "nodejs")).toEqual(["How do you scale a cluster?"]);
  });

  it("gives a soft interview its criteria's questions and no technical ones", async () => {
    await addQuestion({
      kind: "soft",
      criterion: "teamwork",
      level: "junior",
      textEs: "¿Cómo das una mala noticia al equipo?",
      textEn: "How do you give the team bad news?",
    });
    const kit = await (await kitOf("soft"))();
    expect(kit("criterion", "teamwork")).toEqual(["How do you give the team bad news?"]);
    expect(kit("criterion", "communication")).toEqual([]);
    expect(kit("skill", "nodejs")).toBeUndefined();
  });
});
