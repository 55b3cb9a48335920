import { ProtectedPage } from "@/features/account/ProtectedPage";
import { budgetsTitle } from "@/features/budgets/meta";
import { StaffBudgets } from "@/features/budgets/StaffBudgets";
import { initPage, type PageProps } from "@/features/i18n/page";

export const generateMetadata = budgetsTitle("staff");

export default async function Page({ params }: PageProps) {
  await initPage(params);
  return (
    <ProtectedPage namespaces={["Budgets"]}>
      <StaffBudgets />
    </ProtectedPage>
  );
}
