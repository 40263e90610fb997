/** Two feature lists side by side (the service pages' "smart AI / team" and "collection / analysis" lists). */
import { CheckList } from "../sections/check-list.tsx";

export function FeatureLists({ lists }: { lists: { id: string; title: string; items: string[] }[] }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {lists.map((list) => (
        <CheckList key={list.id} id={list.id} title={list.title} items={list.items} />
      ))}
    </div>
  );
}
