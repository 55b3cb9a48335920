import { ProtectedPage } from "@/features/account/ProtectedPage";
import { BudgetEditor } from "@/features/budgets/BudgetEditor";
import { budgetsTitle } from "@/features/budgets/meta";
import { initPage } from "@/features/i18n/page";

type Props = { params: Promise<{ locale: string; id: string }> };

export const generateMetadata = budgetsTitle("edit");

export default async function Page({ params }: Props) {
  await initPage(params);
  const { id } = await params;
  return (
    <ProtectedPage namespaces={["Budgets", "Offers"]}>
      <BudgetEditor id={id} />
    </ProtectedPage>
  );
}
