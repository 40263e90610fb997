/** Short facts under a hero's buttons, each after a check mark, in a row that wraps. */
import { CircleCheck } from "lucide-react";

/** `label` names the list for screen readers when the facts alone do not say what they are. */
export function HeroChecks({ items, label }: { items: readonly string[]; label?: string }) {
  return (
    <ul aria-label={label} className="m-0 flex list-none flex-wrap gap-x-6 gap-y-3 p-0">
      {items.map((item) => (
        <li key={item} className="flex items-center gap-2 text-[15px] font-medium text-slate-700">
          <CircleCheck aria-hidden="true" size={20} strokeWidth={2} className="shrink-0 text-teal-600" />
          {item}
        </li>
      ))}
    </ul>
  );
}
