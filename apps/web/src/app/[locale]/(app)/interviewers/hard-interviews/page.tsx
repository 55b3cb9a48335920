import { interviewsTitle } from "@/features/interviews/meta";
import { listPage } from "@/features/interviews/pages";

export const generateMetadata = interviewsTitle("hard");
export default listPage("hard");
