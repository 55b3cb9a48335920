import { ProtectedPage } from "@/features/account/ProtectedPage";
import { BudgetEditor } from "@/features/budgets/BudgetEditor";
import { budgetsTitle } from "@/features/budgets/meta";
import { initPage, type PageProps } from "@/features/i18n/page";

export const generateMetadata = budgetsTitle("new");

export default async function Page({ params }: PageProps) {
  await initPage(params);
  return (
    <ProtectedPage namespaces={["Budgets", "Offers"]}>
      <BudgetEditor id={null} />
    </ProtectedPage>
  );
}
