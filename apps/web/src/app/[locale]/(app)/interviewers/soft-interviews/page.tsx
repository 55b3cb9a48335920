import { interviewsTitle } from "@/features/interviews/meta";
import { listPage } from "@/features/interviews/pages";

export const generateMetadata = interviewsTitle("soft");
export default listPage("soft");
