/** A titled list of features with check marks (the service pages' feature lists). */
import { CircleCheck } from "lucide-react";
import { TitledList } from "./titled-list.tsx";

export function CheckList({ title, items, id }: { title: string; items: string[]; id: string }) {
  return (
    <TitledList id={id} title={title} className="card h-full p-7" listClassName="m-0 mt-5 list-none space-y-3 p-0">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3 text-base text-slate-700">
          <CircleCheck aria-hidden="true" size={20} strokeWidth={2} className="mt-0.5 shrink-0 text-brand-600" />
          <span>{item}</span>
        </li>
      ))}
    </TitledList>
  );
}
