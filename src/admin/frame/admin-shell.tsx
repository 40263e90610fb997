/**
 * The dashboard's frame, rendered on the server (calm and dense on a neutral background, a tool rather than a page):
 * a header with 'Admin Dashboard', Today and Logout, the tabs as links in groups (tab-nav.tsx), the strip of what needs
 * doing (urgent-strip.tsx), the banners over every tab,
 * the tab's panel, the toaster and the admin's page script. No React: Logout is a form (the page script sends it as the spec's call, with its toasts), and the
 * toaster hydrates when the first toast is raised.
 */
import { CalendarCheck, ExternalLink, LogOut } from "lucide-react";
import type { ReactNode } from "react";
import ToasterIsland from "../../../islands/toaster.tsx";
import { Logo } from "../../components/layout/logo.tsx";
import type { AdminFrameData } from "./frame-data.ts";
import { NotificationBanner } from "./notification-banner.tsx";
import { AdminPageScript } from "./page-script.tsx";
import { SecurityAlertBanner } from "./security-alert-banner.tsx";
import { Button } from "./shared/ui.tsx";
import { TabNav } from "./tab-nav.tsx";
import type { AdminTabId } from "./tabs.ts";
import { UrgentStrip } from "./urgent-strip.tsx";

/** Without the page script the form logs out by itself: /api/admin/logout answers a form with a redirect to /admin. */
function LogoutForm() {
  return (
    <form method="post" action="/api/admin/logout" data-admin-logout="">
      <Button type="submit" className="h-9 px-3">
        <LogOut aria-hidden="true" size={16} />
        Logout
      </Button>
    </form>
  );
}

/** The tab shown, or the Today page (no tab of its own: it is reached from the strip and the header). */
export type AdminPlace = AdminTabId | "overview";

export function AdminShell({ active, frame, children }: { active: AdminPlace; frame: AdminFrameData; children: ReactNode }) {
  const { banners } = frame;
  return (
    <>
      <a href="#main" className="keyboard-focus sr-only z-50 rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4">
        Skip to content
      </a>
      <header className="bg-white">
        <div className="mx-auto flex h-16 w-full max-w-[1400px] px-4 sm:px-6 items-center justify-between gap-4">
          <div className="flex min-w-0 items-center gap-3 sm:gap-4">
            <span className="hidden sm:contents">
              <Logo height={32} />
            </span>
            <span aria-hidden="true" className="hidden h-6 w-px bg-slate-200 sm:block" />
            <h1 className="m-0 truncate text-base font-bold tracking-normal text-slate-900 sm:text-lg">Admin Dashboard</h1>
          </div>
          <div className="flex shrink-0 items-center gap-1 sm:gap-2">
            <a
              href="/admin/overview"
              aria-current={active === "overview" ? "page" : undefined}
              className="keyboard-focus inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-slate-600 no-underline hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800"
            >
              <CalendarCheck aria-hidden="true" size={16} />
              Today
            </a>
            <a
              href="/"
              target="_blank"
              rel="noopener"
              className="keyboard-focus hidden h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-slate-600 no-underline hover:bg-slate-100 hover:text-slate-900 sm:inline-flex"
            >
              View site
              <ExternalLink aria-hidden="true" size={14} />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            <LogoutForm />
          </div>
        </div>
      </header>
      <TabNav active={active} newLeads={frame.newLeads} />
      {active === "overview" ? null : <UrgentStrip urgent={frame.urgent} failingChannels={banners.failingChannels.length} />}
      <main id="main" tabIndex={-1} className="flex-1 bg-slate-100/70 outline-none">
        <div className="mx-auto w-full max-w-[1400px] px-4 py-6 sm:px-6 sm:py-8">
          <SecurityAlertBanner alert={banners.securityAlert} />
          <NotificationBanner failing={banners.failingChannels} onNotificationsTab={active === "notifications"} />
          {children}
        </div>
      </main>
      <ToasterIsland />
      <AdminPageScript />
    </>
  );
}
