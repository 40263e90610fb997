import { describe, expect, test } from "bun:test";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, PolicyPassword, passwordProblem, passwordStrength } from "./password-policy.ts";

describe("the password policy", () => {
  // The threshold, recorded by example: zxcvbn score 3 or more, and 12 characters or more.
  test.each([
    ["password1234", "The password is too easy to guess. This is similar to a commonly used password."],
    ["Password123!", "The password is too easy to guess. This is similar to a commonly used password."],
    ["qwertyuiop12", "The password is too easy to guess. This is similar to a commonly used password."],
    ["abcdefghijkl", 'The password is too easy to guess. Common character sequences like "abc" are easy to guess.'],
    ["aaaaaaaaaaaaaaaa", 'The password is too easy to guess. Repeated characters like "aaa" are easy to guess.'],
    ["correcthorse", "The password is too easy to guess. Add a few more words or characters."],
    ["short", `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`],
    ["Xk9#mQ2$vL7", `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`],
  ])("refuses %p, saying why", (password, message) => {
    expect(passwordProblem(password)).toBe(message);
    expect(passwordStrength(password).acceptable).toBe(false);
  });

  test.each(["correct-horse-1", "correct-horse-battery-staple-7", "Summer2024!!", "xK9#mQ2$vL7p", "several unrelated words"])("accepts %p", (password) => {
    expect(passwordProblem(password)).toBeUndefined();
    expect(passwordStrength(password)).toMatchObject({ acceptable: true });
    expect(passwordStrength(password).score).toBeGreaterThanOrEqual(3);
  });

  test("a 10 KB password is refused by its length, before any estimate", () => {
    const huge = "x".repeat(10 * 1024);
    expect(passwordProblem(huge)).toBe(`The password must be at most ${MAX_PASSWORD_LENGTH} characters.`);
    expect(passwordStrength(huge)).toEqual({ score: 0, acceptable: false, warning: `Use at most ${MAX_PASSWORD_LENGTH} characters.` });
  });

  test("the longest accepted length is accepted; one more is not", () => {
    const longest = "unrelated-words-".repeat(16).slice(0, MAX_PASSWORD_LENGTH);
    expect(passwordProblem(longest)).toBeUndefined();
    expect(passwordProblem(`${longest}z`)).toContain("at most");
  });

  test("a NUL character is refused", () => {
    expect(passwordProblem("correct-horse\u0000battery")).toBe("The password must not contain a NUL character.");
  });

  test("the strength meter's answer grows with the password; an empty field has no warning", () => {
    expect(passwordStrength("")).toEqual({ score: 0, acceptable: false });
    expect(passwordStrength("password").score).toBe(0);
    expect(passwordStrength("correct-horse-battery-staple-7").score).toBe(4);
  });

  test("PolicyPassword gives the policy's sentence as the field's message, never the password", () => {
    const result = PolicyPassword.safeParse("password1234");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("The password is too easy to guess. This is similar to a commonly used password.");
    expect(JSON.stringify(result.error?.issues)).not.toContain("password1234");
    expect(PolicyPassword.safeParse("correct-horse-battery-staple-7").success).toBe(true);
  });
});
