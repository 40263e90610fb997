/**
 * The lead funnel: four questions, then the contact form, then a thank-you.
 * Validation is the server's own zod schema; a submission carries an Idempotency-Key so a retry
 * or double click stores one lead; what was chosen survives a reload until the lead is sent.
 * Each step shown, the completion and leaving mid-way are reported anonymously (funnel/analytics.ts),
 * from the moment the funnel is on screen.
 */
import {
  ArrowLeft,
  ArrowRight,
  Bot,
  Building2,
  CalendarClock,
  CircleCheck,
  CircleHelp,
  Headset,
  LoaderCircle,
  type LucideIcon,
  Mail,
  MapPin,
  MessagesSquare,
  PhoneMissed,
  SearchX,
  Sparkles,
  Stethoscope,
  Store,
  TrendingUp,
  UtensilsCrossed,
  Wrench,
} from "lucide-react";
import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { FUNNEL_STEPS } from "../src/shared/funnel-events.ts";
import {
  businessTypeCopy,
  businessTypes,
  contactPreferenceCopy,
  contactPreferences,
  goalCopy,
  goalOptions,
  type OptionCopy,
  painPointCopy,
  painPoints,
} from "../src/shared/lead-options.ts";
import { fieldErrors, LeadInput } from "../src/shared/lead-schema.ts";
import { type PlanCatalogue, type PlanInterest, parsePlanInterest, planInterestCopy } from "../src/shared/plan-interest.ts";
import { FUNNEL_ENTRY_PARAMS, funnelEntryFrom } from "../src/shared/post-call-to-action.ts";
import type { ImpliedAnswers, Recommendation } from "../src/shared/recommendation.ts";
import { countFunnelFromPost, reportFunnel } from "./funnel/analytics.ts";
import { ChoiceStep } from "./funnel/choice-step.tsx";
import { ContactFields } from "./funnel/contact-form-fields.tsx";
import { revealBelowHeader } from "./funnel/in-view.ts";
import { RecommendationCard } from "./funnel/recommendation-card.tsx";
import {
  clearState,
  type FunnelChoices,
  type FunnelContact,
  type FunnelState,
  type FunnelStep,
  initialState,
  loadState,
  newSubmissionKey,
  STORAGE_KEY,
  saveState,
} from "./funnel/state.ts";
import { keepFunnelOpen, useFunnelOpening } from "./funnel/use-funnel-opening.ts";
import { island } from "./lib/island.tsx";
import { showToast } from "./lib/toast.ts";
import { currentVisitSource } from "./lib/visit-source.ts";

export interface FunnelProps {
  privacyHref: string;
  consentText: string;
  /** The answer a plan picked before the funnel implies (src/content/recommendations.ts), chosen in advance and open to change. */
  impliedAnswers?: ImpliedAnswers;
  /** The plans as the live copy names and prices them (src/site-copy/plan-catalogue.ts); the fixed words without it. */
  plans?: PlanCatalogue;
}

/** A submit with no answer after this long fails (and can be retried with the same key) instead of spinning forever. */
const SUBMIT_TIMEOUT_MS = 15_000;
const COUNTED_STEPS = 4;
const barWidth: Record<FunnelStep, string> = { 1: "w-1/4", 2: "w-1/2", 3: "w-3/4", 4: "w-full", 5: "w-full" };

const questions: Record<FunnelStep, string> = {
  1: "What type of business do you run?",
  2: "What's your biggest challenge right now?",
  3: "What's your main goal?",
  4: "How would you like to hear from us?",
  5: "Where should we send your recommendations?",
};

type ChoiceName = keyof FunnelChoices;
type Choices = { [K in ChoiceName]: NonNullable<FunnelChoices[K]> };

/** The call's booking link in the lead's answer: there only for a call, while the owner takes bookings online. */
function callTokenOf(body: unknown): string | null {
  const token = (body as { callBooking?: { token?: unknown } | null } | null)?.callBooking?.token;
  return typeof token === "string" ? token : null;
}

/** The thank-you view's time picker, fetched when a call lead's view shows and not before. */
const CallPicker = lazy(() => import("./funnel/call-picker.tsx"));

/** The recommendation in the lead's answer, if it is one: an older server or a proxy may answer without it. */
function recommendationOf(body: unknown): Recommendation | null {
  const r = (body as { recommendation?: Record<keyof Recommendation, unknown> } | null)?.recommendation;
  const plan = typeof r?.plan === "string" ? parsePlanInterest(r.plan) : null;
  if (!r || !plan || plan === "business-scan" || typeof r.label !== "string" || typeof r.reason !== "string" || typeof r.href !== "string" || !r.href.startsWith("/")) {
    return null;
  }
  return { plan, label: r.label, href: r.href, reason: r.reason, keptPick: r.keptPick === true, ...(typeof r.price === "string" && r.price ? { price: r.price } : {}) };
}

/**
 * The plan a call to action carried in (`?plan=<id>`, read here in the browser: the cached page is the same
 * for everyone), taken out of the address like `funnel=true`. An unknown plan is ignored.
 */
function takePlanFromAddress(): PlanInterest | null {
  const url = new URL(window.location.href);
  if (!url.searchParams.has("plan")) return null;
  const plan = parsePlanInterest(url.searchParams.get("plan"));
  url.searchParams.delete("plan");
  window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
  return plan;
}

/**
 * The answers and the post a post's call to action carried in (src/shared/post-call-to-action.ts), taken
 * out of the address like the plan, so a reload or a shared address does not carry them on.
 */
function takeEntryFromAddress(): ReturnType<typeof funnelEntryFrom> {
  const url = new URL(window.location.href);
  const entry = funnelEntryFrom(url.searchParams);
  if (!FUNNEL_ENTRY_PARAMS.some((name) => url.searchParams.has(name))) return entry;
  for (const name of FUNNEL_ENTRY_PARAMS) url.searchParams.delete(name);
  window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
  return entry;
}

/** Each question's options, their copy and icons, by the answer it sets. */
const choiceOptions: { [K in ChoiceName]: { options: readonly Choices[K][]; copy: Record<Choices[K], OptionCopy>; icons: Record<Choices[K], LucideIcon> } } = {
  businessType: {
    options: businessTypes,
    copy: businessTypeCopy,
    icons: { retail: Store, restaurant: UtensilsCrossed, service: Wrench, medical: Stethoscope, other: Building2 },
  },
  painPoint: {
    options: painPoints,
    copy: painPointCopy,
    icons: { "missed-calls": PhoneMissed, "google-visibility": SearchX, "customer-messages": MessagesSquare, "other-pain": CircleHelp },
  },
  goals: { options: goalOptions, copy: goalCopy, icons: { "local-customers": MapPin, "customer-service": Headset, automation: Bot, "grow-sales": TrendingUp } },
  contactPreference: { options: contactPreferences, copy: contactPreferenceCopy, icons: { demo: CalendarClock, email: Mail } },
};

/** The answer each of the four question steps sets. */
const stepChoice = { 1: "businessType", 2: "painPoint", 3: "goals", 4: "contactPreference" } as const satisfies Record<Exclude<FunnelStep, 5>, ChoiceName>;

export const funnelTexts = {
  successTitle: "Success!",
  successDescription: "Your information has been submitted successfully.",
  errorTitle: "Error",
  errorDescription: "There was a problem submitting your information. Please try again.",
  thankYou: "Thank you. Your contact information has been sent!",
} as const;

function Funnel({ privacyHref, consentText, impliedAnswers = {}, plans = planInterestCopy }: FunnelProps) {
  const [state, setState] = useState<FunnelState>(initialState);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState<{ preference: string; email: string; recommendation: Recommendation | null; picked: PlanInterest | null; callToken: string | null } | null>(
    null,
  );
  const [restored, setRestored] = useState(false);
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const [seen, setSeen] = useState(false);
  const leaving = useRef<{ step: FunnelStep; businessType?: FunnelState["choices"]["businessType"] } | null>(null);

  useFunnelOpening(cardRef);

  // Restore after hydration (the server cannot know the session), then keep saving.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, on the page load that brought the plan
  useEffect(() => {
    const saved = loadState();
    const plan = takePlanFromAddress();
    const entry = takeEntryFromAddress();
    countFunnelFromPost(entry.fromPost);
    // The latest plan picked counts; what it implies is chosen only where the visitor has not answered yet.
    const implied = plan ? impliedAnswers[plan] : undefined;
    let next = plan && saved ? { ...saved, planInterest: plan } : plan ? { ...initialState(), planInterest: plan } : saved;
    if (next && implied && !next.choices.painPoint) next.choices = { ...next.choices, painPoint: implied.painPoint };
    // A post's topic chooses its answers the same way: only questions not answered yet.
    if (Object.keys(entry.answers).length > 0) {
      next ??= initialState();
      const chosen = next.choices;
      next.choices = { ...chosen, ...Object.fromEntries(Object.entries(entry.answers).filter(([name]) => chosen[name as keyof typeof chosen] === undefined)) };
    }
    if (next) setState(next);
    // A visit under way (a reload, a way back) finds its funnel where it left it.
    if (saved && (saved.step > 1 || saved.choices.businessType)) keepFunnelOpen();
    setRestored(true);
  }, []);
  useEffect(() => {
    if (restored && !done) saveState(state);
  }, [state, restored, done]);

  // When the step changes (not on first render): bring the top of the card (the progress bar, or the
  // thank-you's check icon) down to the question into view below the sticky header, then move focus to
  // the question without the browser's own scroll, which would leave the progress bar under the header.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step and done are what this effect reacts to
  useEffect(() => {
    if (!moved.current) return;
    const card = done ? thanksRef.current : cardRef.current;
    if (card && headingRef.current) revealBelowHeader(card, headingRef.current);
    headingRef.current?.focus({ preventScroll: true });
  }, [state.step, done]);

  const { step, choices, contact } = state;
  const percent = Math.round((step / COUNTED_STEPS) * 100);

  // The funnel sits far down the home page: a visit counts from the moment its question is on screen.
  useEffect(() => {
    const card = cardRef.current;
    if (!restored || seen || !card) return;
    if (typeof IntersectionObserver !== "function") return setSeen(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setSeen(true), { threshold: 0.25 });
    observer.observe(card);
    return () => observer.disconnect();
  }, [restored, seen]);
  useEffect(() => {
    if (seen && !done) reportFunnel("view", step, choices.businessType);
    leaving.current = seen && !done ? { step, businessType: choices.businessType } : null;
  }, [seen, step, done, choices.businessType]);
  useEffect(() => {
    const onHide = () => leaving.current && reportFunnel("leave", leaving.current.step, leaving.current.businessType);
    window.addEventListener("pagehide", onHide);
    return () => window.removeEventListener("pagehide", onHide);
  }, []);

  function go(next: FunnelStep) {
    setSeen(true);
    moved.current = true;
    setErrors({});
    setState((s) => ({ ...s, step: next }));
  }

  function choose<K extends keyof FunnelState["choices"]>(key: K, value: NonNullable<FunnelState["choices"][K]>) {
    setState((s) => ({ ...s, choices: { ...s.choices, [key]: value } }));
  }

  function choiceStep<K extends ChoiceName>(name: K) {
    const { options, copy, icons } = choiceOptions[name];
    const answers: Partial<Choices> = state.choices;
    return (
      <ChoiceStep
        name={name}
        legendId={headingId}
        question={questions[step]}
        options={options}
        copy={copy}
        icons={icons}
        value={answers[name]}
        onChange={(value) => choose(name, value)}
      />
    );
  }

  function editContact(field: keyof FunnelContact, value: string) {
    setState((s) => ({ ...s, contact: { ...s.contact, [field]: value }, submissionKey: "" }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: "" }));
  }

  const question = step === 5 ? undefined : stepChoice[step];
  const stepValue = question && choices[question];

  function onContinue(event: FormEvent) {
    event.preventDefault();
    if (stepValue) go((step + 1) as FunnelStep);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const input = { ...choices, ...contact, phone: choices.contactPreference === "demo" ? contact.phone : "" };
    const parsed = LeadInput.safeParse(input);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      const first = ["firstName", "lastName", "email", "phone", "businessName"].find((f) => found[f]);
      if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    // One key per submission: a retry after a failure or a double click stores one lead.
    const submissionKey = state.submissionKey || newSubmissionKey();
    setState((s) => ({ ...s, submissionKey }));
    setSubmitting(true);
    try {
      const { landingPage, referrerHost, utmSource, utmMedium, utmCampaign } = currentVisitSource();
      const res = await fetch("/api/leads", {
        method: "POST",
        credentials: "include",
        headers: { "Content-Type": "application/json", "Idempotency-Key": submissionKey },
        body: JSON.stringify({
          ...parsed.data,
          website: honeypotRef.current?.value ?? "",
          planInterest: state.planInterest,
          landingPage,
          referrerHost,
          utmSource,
          utmMedium,
          utmCampaign,
        }),
        // The server answers within its request deadline (4.5 s); past this the network is the problem.
        signal: AbortSignal.timeout(SUBMIT_TIMEOUT_MS),
      });
      if (!res.ok) {
        const body = (await res.json().catch(() => null)) as { issues?: { field: string; message: string }[] } | null;
        if (res.status === 400 && body?.issues) setErrors(Object.fromEntries(body.issues.map((i) => [i.field, i.message])));
        throw new Error(`${res.status}`);
      }
      const answer: unknown = await res.json().catch(() => null);
      const recommendation = recommendationOf(answer);
      clearState();
      reportFunnel("done", FUNNEL_STEPS, parsed.data.businessType);
      moved.current = true;
      setDone({ preference: parsed.data.contactPreference, email: parsed.data.email, recommendation, picked: state.planInterest, callToken: callTokenOf(answer) });
      setState(initialState());
      showToast({ title: funnelTexts.successTitle, description: funnelTexts.successDescription });
    } catch {
      showToast({ title: funnelTexts.errorTitle, description: funnelTexts.errorDescription, variant: "destructive" });
    } finally {
      setSubmitting(false);
    }
  }

  const headingId = `${id}-question`;
  if (done) {
    return (
      <div ref={thanksRef} className="card mx-auto max-w-2xl p-6 text-center md:p-10">
        <CircleCheck aria-hidden="true" size={56} strokeWidth={1.75} className="mx-auto text-emerald-600" />
        <h3 ref={headingRef} tabIndex={-1} className="mt-4 text-2xl outline-none md:text-3xl">
          {funnelTexts.thankYou}
        </h3>
        <p className="mx-auto mt-4 max-w-lg text-lg text-slate-600">
          We will contact you within 24 hours.{" "}
          {done.preference === "demo"
            ? "We'll call to set up your free 15–30 minute demo call at a time that suits you."
            : `We'll send the information about your recommended AI solutions to ${done.email}.`}
        </p>
        {done.callToken ? (
          <Suspense fallback={null}>
            <CallPicker token={done.callToken} />
          </Suspense>
        ) : null}
        {done.recommendation ? <RecommendationCard recommendation={done.recommendation} picked={done.picked} plans={plans} headingId={`${id}-recommendation`} /> : null}
        <a href="/solutions" className="btn-secondary mt-8">
          Explore Solutions
        </a>
      </div>
    );
  }

  return (
    <div ref={cardRef} className="card mx-auto max-w-3xl overflow-hidden lg:max-w-4xl">
      <div className="border-b border-slate-100 bg-slate-50 px-6 py-4 md:px-8 lg:py-3">
        <div className="flex items-center justify-between text-sm font-semibold text-slate-700">
          <span aria-live="polite">
            Step {step} of {COUNTED_STEPS}
          </span>
          <span>{percent}%</span>
        </div>
        <div
          className="mt-2 h-2 w-full overflow-hidden rounded-full bg-slate-200"
          role="progressbar"
          aria-label="Funnel progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.min(100, percent)}
        >
          <div className={`h-full rounded-full bg-brand-600 transition-all duration-300 motion-reduce:transition-none ${barWidth[step]}`} />
        </div>
      </div>
      <div className="p-6 md:p-8 lg:px-8 lg:py-6">
        {state.planInterest ? (
          <p className="m-0 mb-3 inline-flex max-w-full items-center gap-1.5 rounded-2xl bg-brand-50 px-3 py-1 text-sm text-brand-800">
            <Sparkles aria-hidden="true" size={14} className="shrink-0" />
            <span className="min-w-0">
              Your pick: <span className="font-semibold">{plans[state.planInterest].label}</span>
              {plans[state.planInterest].price ? <span className="whitespace-nowrap"> · {plans[state.planInterest].price}</span> : null}
            </span>
          </p>
        ) : null}
        <h3 id={headingId} ref={headingRef} tabIndex={-1} className="mb-6 text-xl outline-none md:text-2xl lg:mb-5">
          {questions[step]}
        </h3>
        {question ? (
          <form onSubmit={onContinue} noValidate>
            {choiceStep(question)}
            <div className="mt-8 flex items-center justify-between gap-3 lg:mt-6">
              {step > 1 ? (
                <button type="button" onClick={() => go((step - 1) as FunnelStep)} className="btn-ghost">
                  <ArrowLeft aria-hidden="true" size={18} /> Back
                </button>
              ) : (
                <span />
              )}
              <button type="submit" disabled={!stepValue} className="btn-primary px-6">
                Continue <ArrowRight aria-hidden="true" size={18} />
              </button>
            </div>
          </form>
        ) : (
          <form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
            <ContactFields idPrefix={id} contact={contact} errors={errors} preference={choices.contactPreference} disabled={submitting} onChange={editContact} />
            {/* Invisible to people; bots fill it in and their lead is kept aside as spam. */}
            <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
              <label htmlFor={`${id}-website`}>Website</label>
              <input ref={honeypotRef} id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
            </div>
            <p className="m-0 mt-5 text-sm text-slate-600">
              {consentText}{" "}
              <a href={privacyHref} className="text-link">
                Privacy Policy
              </a>
              .
            </p>
            <div className="mt-8 flex items-center justify-between gap-3 lg:mt-6">
              <button type="button" onClick={() => go(4)} disabled={submitting} className="btn-ghost">
                <ArrowLeft aria-hidden="true" size={18} /> Back
              </button>
              <button type="submit" disabled={submitting} className="btn-primary px-6">
                {submitting ? (
                  <>
                    <LoaderCircle aria-hidden="true" size={18} className="animate-spin" /> Submitting...
                  </>
                ) : (
                  "Submit"
                )}
              </button>
            </div>
          </form>
        )}
      </div>
    </div>
  );
}

export default island("funnel", Funnel, { on: "visible", stored: STORAGE_KEY, query: "funnel" });
