import { ProtectedPage } from "@/features/account/ProtectedPage";
import { CompanyBudgets } from "@/features/budgets/CompanyBudgets";
import { budgetsTitle } from "@/features/budgets/meta";
import { initPage, type PageProps } from "@/features/i18n/page";

export const generateMetadata = budgetsTitle("company");

export default async function Page({ params }: PageProps) {
  await initPage(params);
  return (
    <ProtectedPage namespaces={["Budgets"]}>
      <CompanyBudgets />
    </ProtectedPage>
  );
}
