import { interviewsTitle } from "@/features/interviews/meta";
import { kitPage } from "@/features/interviews/pages";

export const generateMetadata = interviewsTitle("kit");
export default kitPage("hard");
