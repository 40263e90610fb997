/**
 * A lead's status as the detail shows it: a native select (keyboard and phone friendly) with the status's colour
 * beside it, sending a choice once it settles (the list's select, the server's, settles the same way in the page
 * script: settling-selects.ts).
 */
import { useEffect, useRef, useState } from "react";
import { STATUS_SELECT_CLASS, StatusOptions, StatusSelectFrame } from "../../src/admin/leads/shared/lead-status-look.tsx";
import type { LeadStatus } from "../../src/shared/lead-pipeline.ts";

export interface LeadStatusSelectProps {
  status: LeadStatus;
  /** The select's accessible name ("Status of Ana Lopez"). */
  label: string;
  /** While a move is under way: the select keeps its focus and its choice, and takes no other. */
  pending?: boolean;
  id?: string;
  onChange: (status: LeadStatus) => void;
}

/** How long a choice settles before it is sent. */
const SETTLE_MS = 600;

/**
 * A closed select changes with each arrow key, and each change would move the lead (and a first move out
 * of New stamps its first contact for good). So a choice is sent once it settles: after a short pause, on
 * Enter, or when the focus leaves. Never disabled while a move runs, so the focus stays where it was.
 */
export function LeadStatusSelect({ status, label, pending = false, id, onChange }: LeadStatusSelectProps) {
  const [draft, setDraft] = useState<LeadStatus | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const shown = draft ?? status;

  // The server's answer (a new status, or the old one after a refusal) ends the choice in hand.
  // biome-ignore lint/correctness/useExhaustiveDependencies: status and pending are the triggers
  useEffect(() => {
    if (!pending && timer.current === undefined) setDraft(null);
  }, [status, pending]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function send(value: LeadStatus) {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (value !== status) onChange(value);
    else setDraft(null);
  }

  return (
    <StatusSelectFrame status={shown}>
      <select
        id={id}
        aria-label={label}
        value={shown}
        aria-busy={pending || undefined}
        onChange={(event) => {
          if (pending) return;
          const value = event.target.value as LeadStatus;
          setDraft(value);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => send(value), SETTLE_MS);
        }}
        onKeyDown={(event) => {
          if (event.key === "Enter" && timer.current !== undefined) send(shown);
        }}
        onBlur={() => {
          if (timer.current !== undefined) send(shown);
        }}
        className={STATUS_SELECT_CLASS}
      >
        <StatusOptions />
      </select>
    </StatusSelectFrame>
  );
}
