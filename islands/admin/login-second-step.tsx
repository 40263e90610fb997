/**
 * The admin login's second step, in the login card after a right password while the owner has a second
 * factor: the passkey, the code from the authenticator app, or a recovery code, as the server offers them.
 * The login island loads this file only when the server asks for it (it brings zod and the WebAuthn helpers).
 */
import { browserSupportsWebAuthn, type PublicKeyCredentialRequestOptionsJSON, startAuthentication, WebAuthnAbortService } from "@simplewebauthn/browser";
import { ArrowLeft, KeyRound, ShieldCheck } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "../../src/admin/frame/shared/ui.tsx";
import { SECOND_STEP_EXPIRED, SECOND_STEP_TOO_MANY_WRONG, type SecondFactorMethod, type SecondFactorProof } from "../../src/shared/second-factor-schemas.ts";
import { AdminApiError, adminRequest } from "../lib/admin-api.ts";
import { type CodeMethod, LoginCodeForm } from "./login-code-form.tsx";
import { LoginNotice, type Notice } from "./login-notice.tsx";
import { loginText } from "./messages.ts";

export const secondStepText = {
  heading: "Two-step verification",
  passkey: "Use your passkey",
  passkeyPending: "Waiting for your passkey...",
  passkeyClosed: "The passkey prompt was closed or timed out.",
  passkeyFailed: "This browser could not use your passkey.",
  passkeyUnsupported: "This browser cannot use passkeys.",
  passkeyElsewhere: "Log in from a browser that can, or go back.",
  tryAgain: "Try again.",
  tryAgainOrOther: "Try again, or use another way.",
  tryOther: "Use another way.",
  useRecovery: "Use a recovery code instead",
  useApp: "Use your authenticator app instead",
  back: "Back",
} as const;

/** The answers that end the pending login: the password comes first again. */
const STEP_ENDED: readonly string[] = [SECOND_STEP_EXPIRED, SECOND_STEP_TOO_MANY_WRONG];

export interface LoginSecondStepProps {
  methods: SecondFactorMethod[];
  /** The server's words, naming the ways open to the owner. */
  message: string;
  /** The login is done (the server's message): go where the password login goes. */
  onLoggedIn(message: string): void;
  /** Back to the password; with the server's reason when the pending login has ended. */
  onStartOver(reason?: string): void;
}

type FocusTarget = "field" | "passkey" | "notice";

export function LoginSecondStep({ methods, message, onLoggedIn, onStartOver }: LoginSecondStepProps) {
  const passkeyOffered = methods.includes("passkey");
  const canPasskey = passkeyOffered && browserSupportsWebAuthn();
  const offersApp = methods.includes("totp");
  const offersRecovery = methods.includes("recovery");
  // The app's code is the everyday way and a recovery code the spare one; a passkey needs no field.
  const [mode, setMode] = useState<CodeMethod | null>(offersApp ? "totp" : offersRecovery && !canPasskey ? "recovery" : null);
  const [busy, setBusy] = useState<"code" | "passkey" | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [focus, setFocus] = useState<{ target: FocusTarget } | null>({ target: mode ? "field" : "passkey" });
  const headingId = useId();
  const messageId = useId();
  const noticeId = useId();
  const fieldRef = useRef<HTMLInputElement>(null);
  const passkeyRef = useRef<HTMLButtonElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const live = useRef(true);
  const otherWays = methods.some((m) => m !== "passkey");

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
      // Leaving the step closes a passkey prompt that is still open.
      WebAuthnAbortService.cancelCeremony();
    };
  }, []);

  // After the render that shows its target: a new object each time, so the same target can be asked again.
  useEffect(() => {
    if (!focus) return;
    if (focus.target === "field") fieldRef.current?.select();
    else if (focus.target === "passkey") passkeyRef.current?.focus();
    else noticeRef.current?.focus();
  }, [focus]);

  function show(next: Notice, target: FocusTarget) {
    setBusy(null);
    setNotice(next);
    setFocus({ target });
  }

  /** A refused or failed request: its message in the form, or back to the password when the step has ended. */
  function refused(error: unknown, target: "field" | "notice") {
    if (!live.current) return;
    const text = error instanceof AdminApiError ? (error.serverMessage ?? loginText.failed) : loginText.failed;
    if (error instanceof AdminApiError && error.status === 401 && STEP_ENDED.includes(text)) return onStartOver(text);
    // A wrong code belongs to its field; a rate limit, a server error or no network to the whole step.
    const aboutTheCode = target === "field" && error instanceof AdminApiError && (error.status === 400 || error.status === 401);
    show({ text, tone: "error", onField: aboutTheCode }, aboutTheCode ? "field" : "notice");
  }

  /** Sends the proof. On success the page leaves for the dashboard, so the step stays busy until then. */
  async function prove(proof: SecondFactorProof, target: "field" | "notice"): Promise<void> {
    try {
      const answer = await adminRequest<{ success?: boolean; message?: string }>("POST", "/api/admin/login/second-factor", proof);
      if (answer?.success === true) return onLoggedIn(answer.message || loginText.success);
      show({ text: answer?.message || loginText.failed, tone: "error", onField: false }, "notice");
    } catch (error) {
      refused(error, target);
    }
  }

  async function submitCode(method: CodeMethod, code: string) {
    if (busy) return;
    setBusy("code");
    setNotice(null);
    await prove({ method, code }, "field");
  }

  async function signInWithPasskey() {
    if (busy) return;
    setBusy("passkey");
    setNotice(null);
    let optionsJSON: PublicKeyCredentialRequestOptionsJSON;
    try {
      optionsJSON = await adminRequest<PublicKeyCredentialRequestOptionsJSON>("GET", "/api/admin/login/passkey-options");
    } catch (error) {
      return refused(error, "notice");
    }
    let response: unknown;
    try {
      response = await startAuthentication({ optionsJSON });
    } catch (error) {
      if (!live.current) return;
      const name = error instanceof Error ? error.name : "";
      const next = otherWays ? secondStepText.tryAgainOrOther : secondStepText.tryAgain;
      // Closing the prompt (or letting it time out) is a choice, not a fault: say so quietly, nothing was sent.
      if (name === "NotAllowedError" || name === "AbortError") return show({ text: `${secondStepText.passkeyClosed} ${next}`, tone: "calm", onField: false }, "passkey");
      return show({ text: `${secondStepText.passkeyFailed} ${next}`, tone: "error", onField: false }, "notice");
    }
    await prove({ method: "passkey", response }, "notice");
  }

  function switchTo(next: CodeMethod) {
    setMode(next);
    setNotice(null);
    setFocus({ target: "field" });
  }

  const switchTarget: CodeMethod | null = mode !== "recovery" && offersRecovery ? "recovery" : mode === "recovery" && offersApp ? "totp" : null;
  const stepNotice = notice && !notice.onField ? notice : null;

  return (
    <section aria-labelledby={headingId} aria-describedby={messageId} className="grid gap-5 border-t border-slate-200 pt-5">
      <div>
        <h2 id={headingId} className="m-0 flex items-center gap-2 text-lg font-bold text-slate-900">
          <ShieldCheck aria-hidden="true" size={20} className="shrink-0 text-brand-700" />
          {secondStepText.heading}
        </h2>
        <p id={messageId} className="m-0 mt-1 text-sm text-slate-600">
          {message}
        </p>
      </div>

      {stepNotice ? <LoginNotice ref={noticeRef} id={noticeId} notice={stepNotice} /> : null}

      {passkeyOffered && !canPasskey ? (
        <LoginNotice
          id={`${noticeId}-support`}
          notice={{ text: `${secondStepText.passkeyUnsupported} ${otherWays ? secondStepText.tryOther : secondStepText.passkeyElsewhere}`, tone: "calm", onField: false }}
        />
      ) : null}

      {canPasskey ? (
        <Button
          ref={passkeyRef}
          variant="primary"
          pending={busy === "passkey"}
          disabled={busy === "code"}
          onClick={signInWithPasskey}
          aria-describedby={stepNotice?.tone === "calm" ? noticeId : undefined}
          className="h-11 w-full text-base"
        >
          {busy === "passkey" ? null : <KeyRound aria-hidden="true" size={18} />}
          {busy === "passkey" ? secondStepText.passkeyPending : secondStepText.passkey}
        </Button>
      ) : null}

      {canPasskey && mode ? (
        <div aria-hidden="true" className="flex items-center gap-3 text-xs font-medium uppercase tracking-wider text-slate-500">
          <span className="h-px flex-1 bg-slate-200" />
          or
          <span className="h-px flex-1 bg-slate-200" />
        </div>
      ) : null}

      {mode ? (
        <LoginCodeForm
          key={mode}
          ref={fieldRef}
          method={mode}
          primary={!canPasskey}
          busy={busy !== null}
          pending={busy === "code"}
          error={notice?.onField ? notice.text : undefined}
          onInvalid={(text) => show({ text, tone: "error", onField: true }, "field")}
          onSubmit={submitCode}
        />
      ) : null}

      {switchTarget ? (
        <button
          type="button"
          onClick={() => switchTo(switchTarget)}
          disabled={busy !== null}
          className={`${textAction} -mt-2 justify-self-center text-brand-700 hover:bg-brand-50`}
        >
          {switchTarget === "recovery" ? secondStepText.useRecovery : secondStepText.useApp}
        </button>
      ) : null}

      <div className="-mb-2 border-t border-slate-200 pt-3">
        <button type="button" onClick={() => onStartOver()} disabled={busy !== null} className={`${textAction} -mx-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900`}>
          <ArrowLeft aria-hidden="true" size={16} />
          {secondStepText.back}
        </button>
      </div>
    </section>
  );
}

/** A text action (Back, the switch between kinds of code): quiet, but 40 px tall for a thumb. */
const textAction =
  "keyboard-focus inline-flex h-10 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-60 motion-reduce:transition-none";
