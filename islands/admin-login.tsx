/**
 * The admin login form: one masked, required password field and Login; while the
 * request runs the button reads 'Logging in...' and both are disabled. The answer's `success`
 * decides: the server's message (or 'Invalid password') as a destructive notice, or 'Success' and
 * the dashboard. A network or parse failure: 'Failed to login. Please try again.'
 * Once the owner has a second factor, a right password answers with `secondFactor` instead, and the
 * card turns into the second step (islands/admin/login-second-step.tsx, loaded only then).
 */
import { LogIn } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Button, controlClass } from "../src/admin/frame/shared/ui.tsx";
import type { SecondFactorPending } from "../src/shared/second-factor-schemas.ts";
import { showKeptToast, toastAndKeep } from "./admin/flash.ts";
import type { LoginSecondStep, LoginSecondStepProps } from "./admin/login-second-step.tsx";
import { loginText } from "./admin/messages.ts";
import { DASHBOARD_PATH } from "./admin/session.ts";
import { island } from "./lib/island.tsx";
import { showToast } from "./lib/toast.ts";

interface LoginAnswer {
  success?: boolean;
  message?: string;
  secondFactor?: SecondFactorPending["secondFactor"];
}

interface SecondStep extends Pick<LoginSecondStepProps, "methods" | "message"> {
  Step: typeof LoginSecondStep;
}

function AdminLogin() {
  const [password, setPassword] = useState("");
  const [pending, setPending] = useState(false);
  const [secondStep, setSecondStep] = useState<SecondStep | null>(null);
  // Until hydrated the form cannot submit (it would post the password nowhere useful).
  const [ready, setReady] = useState(false);
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    setReady(true);
    showKeptToast();
  }, []);

  function failed(description: string) {
    showToast({ title: "Error", description, variant: "destructive" });
    setPending(false);
    // Let the admin retype at once.
    requestAnimationFrame(() => inputRef.current?.select());
  }

  function loggedIn(message: string | undefined) {
    toastAndKeep({ title: "Success", description: message || loginText.success });
    window.location.assign(DASHBOARD_PATH);
  }

  async function openSecondStep({ methods, message }: Pick<LoginSecondStepProps, "methods" | "message">) {
    try {
      const { LoginSecondStep } = await import("./admin/login-second-step.tsx");
      // The password is not kept while the second step waits: going back asks for it again.
      setPassword("");
      setPending(false);
      setSecondStep({ Step: LoginSecondStep, methods, message });
    } catch {
      failed(loginText.failed);
    }
  }

  function startOver(reason?: string) {
    setSecondStep(null);
    if (reason) failed(reason);
    else requestAnimationFrame(() => inputRef.current?.focus());
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    let answer: LoginAnswer;
    try {
      const res = await fetch("/api/admin/login", {
        method: "POST",
        credentials: "include",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ password }),
      });
      answer = (await res.json()) as LoginAnswer;
    } catch {
      failed(loginText.failed);
      return;
    }
    if (answer?.success === true) return loggedIn(answer.message);
    if (answer?.secondFactor?.methods?.length) return openSecondStep({ methods: answer.secondFactor.methods, message: answer.message ?? "" });
    failed(answer?.message || loginText.invalid);
  }

  if (secondStep) {
    const { Step, methods, message } = secondStep;
    return <Step methods={methods} message={message} onLoggedIn={loggedIn} onStartOver={startOver} />;
  }

  return (
    <form method="post" onSubmit={onSubmit} className="grid gap-4" aria-label="Admin login">
      <div className="grid gap-1.5">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
          Password
        </label>
        <input
          ref={inputRef}
          id={inputId}
          name="password"
          type="password"
          required
          autoComplete="current-password"
          // biome-ignore lint/a11y/noAutofocus: the page's one field; the admin came here to type into it
          autoFocus
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          disabled={pending}
          className={`${controlClass} h-11 border-slate-300 text-base`}
        />
      </div>
      <Button type="submit" variant="primary" disabled={!ready || pending} className="h-11 w-full text-base">
        {pending ? (
          loginText.pending
        ) : (
          <>
            <LogIn aria-hidden="true" size={18} />
            {loginText.submit}
          </>
        )}
      </Button>
    </form>
  );
}

export default island("admin-login", AdminLogin, { on: "load" });
