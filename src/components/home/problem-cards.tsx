/** The red section's three cards: icon, title, the big figure with its label, one line of context. */
import type { ProblemCard } from "../../content/home-copy.ts";
import { IconTile } from "../sections/cards.tsx";

export function ProblemCards({ cards }: { cards: ProblemCard[] }) {
  return (
    <div className="grid gap-6 md:grid-cols-3">
      {cards.map((card) => (
        <article key={card.title} className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-lg shadow-red-950/20 md:p-7">
          <div className="flex items-center gap-4">
            <IconTile icon={card.icon} tone="danger" />
            <h3 className="text-xl font-bold">{card.title}</h3>
          </div>
          <p className="m-0 mt-6">
            <span className="block text-5xl font-extrabold tracking-tight text-red-700">{card.figure}</span>
            <span className="mt-2 block text-lg font-semibold leading-snug text-slate-900">{card.figureLabel}</span>
          </p>
          <p className="mt-3 text-base text-slate-600">{card.description}</p>
        </article>
      ))}
    </div>
  );
}
