import { describe, expect, test } from "bun:test";
import { LEAD_ANSWERS } from "../../tests/api/lead-support.ts";
import { fieldErrors, LeadInput, leadMessages } from "./lead-schema.ts";

const valid = LEAD_ANSWERS;

describe("LeadInput", () => {
  test("accepts a complete lead, trims text and drops unknown fields", () => {
    const lead = LeadInput.parse({ ...valid, firstName: "  Ana ", phone: "", businessName: " ", extra: "x" });
    expect(lead).toEqual({ ...valid, firstName: "Ana", phone: undefined, businessName: undefined } as never);
    expect("extra" in lead).toBe(false);
  });

  test("the messages people see for missing names and a bad e-mail", () => {
    const result = LeadInput.safeParse({ ...valid, firstName: "", lastName: "   ", email: "not-an-email" });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      firstName: leadMessages.firstName,
      lastName: leadMessages.lastName,
      email: leadMessages.email,
    });
    expect(leadMessages).toMatchObject({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Please enter a valid email address",
      phoneForDemo: "Phone number is required for demo scheduling",
    });
  });

  test("a demo needs a phone number; the e-mail preference does not", () => {
    const demo = LeadInput.safeParse({ ...valid, contactPreference: "demo" });
    expect(fieldErrors(demo.error!)).toEqual({ phone: "Phone number is required for demo scheduling" });
    expect(LeadInput.safeParse({ ...valid, contactPreference: "demo", phone: "(555) 010-2233" }).success).toBe(true);
    expect(LeadInput.safeParse({ ...valid, contactPreference: "email" }).success).toBe(true);
  });

  test("a phone number that is given must look like one", () => {
    expect(fieldErrors(LeadInput.safeParse({ ...valid, phone: "call me" }).error!)).toEqual({ phone: leadMessages.phoneInvalid });
    expect(LeadInput.safeParse({ ...valid, phone: "+1 800 555 0134" }).success).toBe(true);
  });

  test("options outside the funnel's sets are refused", () => {
    const result = LeadInput.safeParse({ ...valid, businessType: "casino", goals: "world-domination" });
    expect(Object.keys(fieldErrors(result.error!))).toEqual(["businessType", "goals"]);
  });
});
