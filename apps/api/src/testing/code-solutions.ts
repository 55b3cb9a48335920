// No imports on purpose: `npm run bench:sandbox` loads this file too (through tsx), so the
// benchmark's "typical submission" is the same correct code the API tests submit.

export const CODE_ASSESSMENT_ID = "a0c0de00-7d3b-4c2e-9f10-3b5a6c7d8e01";

/** Correct solutions of the v1 code tasks, by task id. */
export const codeSolutions: Record<string, string> = {
  "sum-of-evens":
    "function sumOfEvens(numbers) { return numbers.filter((n) => n % 2 === 0).reduce((a, b) => a + b, 0); }",
  palindrome:
    "function isPalindrome(text: string): boolean { const s = text.toLowerCase().replace(/[^a-z0-9]/g, ''); return s === [...s].reverse().join(''); }",
  "merge-intervals": `function mergeIntervals(intervals) {
    const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
    const out = [];
    for (const [s, e] of sorted) {
      const last = out[out.length - 1];
      if (last && s <= last[1]) last[1] = Math.max(last[1], e);
      else out.push([s, e]);
    }
    return out;
  }`,
};
