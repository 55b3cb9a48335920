import { type ReactNode, Suspense } from "react";
import { ProtectedPage } from "@/features/account/ProtectedPage";
import { initPage, type PageProps } from "@/features/i18n/page";
import { SessionProgress } from "@/features/session/SessionProgress";
import { InterviewListPage } from "./InterviewListPage";
import { KitPage } from "./KitPage";
import { NewInterviewPage } from "./NewInterviewPage";

/**
 * The App Router pages under /interviewers/{soft|hard}-interviews: the same three pages for
 * both kinds, so each route file only names its kind.
 */
type Kind = "soft" | "hard";

const frame = (children: ReactNode) => (
  <ProtectedPage namespaces={["Interviewers"]}>
    {/* The list and the form read URL search params. */}
    <Suspense fallback={<SessionProgress />}>{children}</Suspense>
  </ProtectedPage>
);

export const listPage = (kind: Kind) =>
  async function Page({ params }: PageProps) {
    await initPage(params);
    return frame(<InterviewListPage kind={kind} />);
  };

export const newInterviewPage = (kind: Kind) =>
  async function Page({ params }: PageProps) {
    await initPage(params);
    return frame(<NewInterviewPage kind={kind} />);
  };

type KitProps = { params: Promise<{ locale: string; id: string }> };

export const kitPage = (kind: Kind) =>
  async function Page({ params }: KitProps) {
    await initPage(params);
    const { id } = await params;
    return frame(<KitPage id={id} kind={kind} />);
  };
