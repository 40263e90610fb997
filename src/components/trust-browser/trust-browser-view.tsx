/**
 * The page behind a trust-this-browser link (src/auth/device-links.ts): one button, a POST form, so that a
 * link preview or scanner fetching it changes nothing; then the way to the login, or why the link is dead.
 * Plain HTML: no script.
 */
import { Clock3, LogIn, MonitorCheck } from "lucide-react";
import { TRUST_BROWSER_PATH } from "../../auth/device-links.ts";
import { Logo } from "../layout/logo.tsx";

export type TrustBrowserView = { kind: "confirm"; token: string } | { kind: "trusted" } | { kind: "dead" };

export function trustBrowserTitle(view: TrustBrowserView): string {
  return view.kind === "confirm" ? "Trust this browser for your admin login?" : view.kind === "trusted" ? "This browser is trusted" : "This link is not valid any more";
}

export function TrustBrowserPage({ view }: { view: TrustBrowserView }) {
  const Icon = view.kind === "dead" ? Clock3 : view.kind === "trusted" ? LogIn : MonitorCheck;
  return (
    <main id="main" className="flex min-h-screen flex-col items-center bg-gradient-to-b from-brand-50 to-white px-4 py-10 sm:py-16">
      <Logo height={40} />
      <section aria-labelledby="trust-title" className="card mt-8 w-full max-w-[480px] p-6 text-center hover:shadow-sm sm:mt-10 sm:p-8">
        <span className="mx-auto grid h-14 w-14 place-items-center rounded-2xl bg-brand-100 text-brand-700" aria-hidden="true">
          <Icon size={28} strokeWidth={1.75} />
        </span>
        <h1 id="trust-title" className="mt-5 text-2xl font-extrabold leading-tight text-slate-900">
          {trustBrowserTitle(view)}
        </h1>
        {view.kind === "confirm" ? (
          <>
            <p className="mt-3 text-base text-slate-600">Your password is still asked, but failed logins from anywhere else no longer count against this browser.</p>
            <form method="post" action={TRUST_BROWSER_PATH} className="mt-6">
              <input type="hidden" name="token" value={view.token} />
              <button type="submit" className="btn-primary w-full">
                Trust this browser
              </button>
            </form>
          </>
        ) : view.kind === "trusted" ? (
          <>
            <p className="mt-3 text-base text-slate-600" role="status">
              Log in with your password now.
            </p>
            <a href="/admin" className="btn-primary mt-6 w-full sm:w-auto">
              Go to the login
            </a>
          </>
        ) : (
          <p className="mt-3 text-base text-slate-600">Each link works once, for 15 minutes. Run `bun run admin:trust-browser` again for a new one.</p>
        )}
      </section>
    </main>
  );
}
