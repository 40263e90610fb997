/**
 * The admin login (/admin): 'Admin Access', the prompt and the password form (an island).
 * A page of its own (bare layout): no site header or footer, never indexed, never cached.
 */
import { ArrowLeft, LockKeyhole } from "lucide-react";
import AdminLoginIsland from "../../islands/admin-login.tsx";
import ToasterIsland from "../../islands/toaster.tsx";
import { Logo } from "../components/layout/logo.tsx";
import { definePage } from "../render/define-page.ts";

function AdminLoginPage() {
  return (
    <>
      <main id="main" className="flex flex-1 flex-col items-center justify-center bg-slate-100/70 px-4 py-12">
        <div className="mb-8">
          <Logo height={44} />
        </div>
        <div className="w-full max-w-[400px] rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <span className="mb-4 inline-flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <LockKeyhole aria-hidden="true" size={22} strokeWidth={2} />
          </span>
          <h1 className="m-0 text-2xl font-bold text-slate-900">Admin Access</h1>
          <p className="mb-6 mt-1.5 text-sm text-slate-600">Enter the admin password to access the admin panel</p>
          <AdminLoginIsland />
        </div>
        <a href="/" className="keyboard-focus mt-6 inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-medium text-slate-600 no-underline hover:text-slate-900">
          <ArrowLeft aria-hidden="true" size={16} />
          Back to the website
        </a>
      </main>
      <ToasterIsland />
    </>
  );
}

export default definePage({
  path: "/admin",
  cache: false,
  layout: "bare",
  inSitemap: false,
  headers: { "Cache-Control": "no-store" },
  meta: (_data, { c }) => ({
    title: `Admin Access | ${c.var.deps.identity.name}`,
    description: "Sign in to the admin panel.",
    noindex: true,
  }),
  Page: AdminLoginPage,
});
