import { interviewsTitle } from "@/features/interviews/meta";
import { newInterviewPage } from "@/features/interviews/pages";

export const generateMetadata = interviewsTitle("newInterview");
export default newInterviewPage("hard");
