/**
 * The dashboard header's Logout button. On load it also checks the admin session once more: the
 * server already refused the page without a session, so this catches one that ended since.
 * Logout: 'Logged out' then /admin, or 'Failed to logout'.
 */
import { LogOut } from "lucide-react";
import { useEffect, useState } from "react";
import { showKeptToast, toastAndKeep } from "./admin/flash.ts";
import { sessionText, toastError } from "./admin/messages.ts";
import { checkAdminOrLeave, goToLogin } from "./admin/session.ts";
import { Button } from "./admin/ui.tsx";
import { adminRequest } from "./lib/admin-api.ts";
import { island } from "./lib/island.tsx";

function AdminSession() {
  const [pending, setPending] = useState(false);

  useEffect(() => {
    void checkAdminOrLeave().then((ok) => ok && showKeptToast());
    // On a phone the tab row scrolls sideways: bring the active tab into view.
    document.querySelector('nav [aria-current="page"]')?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, []);

  async function logout() {
    setPending(true);
    try {
      await adminRequest("POST", "/api/admin/logout");
    } catch (error) {
      console.error("Logout failed:", error);
      toastError(sessionText.logoutFailed);
      setPending(false);
      return;
    }
    toastAndKeep({ title: "Success", description: sessionText.loggedOut });
    goToLogin();
  }

  return (
    <Button onClick={() => void logout()} pending={pending} className="h-9 px-3">
      {pending ? null : <LogOut aria-hidden="true" size={16} />}
      Logout
    </Button>
  );
}

export default island("admin-session", AdminSession, { on: "load" });
