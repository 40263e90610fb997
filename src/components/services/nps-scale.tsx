/** Net Promoter Score explained: the 0–10 scale coloured by band, then one card per band. */
import { Frown, Meh, Smile } from "lucide-react";
import type { NpsBand } from "./types.ts";

const tones = {
  detractor: { cell: "bg-red-100 text-red-800", chip: "bg-red-700 text-white", icon: Frown, iconClass: "bg-red-50 text-red-700", span: "col-span-7", bar: "bg-red-600" },
  passive: {
    cell: "bg-amber-100 text-amber-900",
    chip: "bg-amber-300 text-amber-950",
    icon: Meh,
    iconClass: "bg-amber-50 text-amber-700",
    span: "col-span-2",
    bar: "bg-amber-500",
  },
  promoter: {
    cell: "bg-emerald-100 text-emerald-800",
    chip: "bg-emerald-700 text-white",
    icon: Smile,
    iconClass: "bg-emerald-50 text-emerald-700",
    span: "col-span-2",
    bar: "bg-emerald-600",
  },
} as const;

/** `scoresLabel` is read before each band's range by screen readers ("Scores 0–6"). */
export function NpsScale({ bands, formula, scoresLabel }: { bands: NpsBand[]; formula: string; scoresLabel: string }) {
  return (
    <div>
      {/* The picture of the scale; the band cards below carry the same facts as text. */}
      <div aria-hidden="true" className="mx-auto max-w-3xl">
        <div className="grid grid-cols-11 gap-1 sm:gap-2">
          {bands.flatMap((band) =>
            band.scores.map((score) => (
              <span key={score} className={`flex h-10 items-center justify-center rounded-lg text-sm font-bold sm:h-12 sm:text-base ${tones[band.tone].cell}`}>
                {score}
              </span>
            )),
          )}
        </div>
        <div className="mt-3 grid grid-cols-11 gap-1 sm:gap-2">
          {bands.map((band) => (
            <span key={band.name} className={`${tones[band.tone].span} flex flex-col items-center gap-1.5`}>
              <span className={`h-1 w-full rounded-full ${tones[band.tone].bar}`} />
              <span className="text-xs font-semibold text-slate-700 sm:text-sm">{band.name}</span>
            </span>
          ))}
        </div>
      </div>
      <ul className="m-0 mt-12 grid list-none gap-6 p-0 md:grid-cols-3">
        {bands.map((band) => {
          const tone = tones[band.tone];
          const Icon = tone.icon;
          return (
            <li key={band.name} className="card flex flex-col p-6 md:p-7">
              <div className="flex items-center justify-between gap-3">
                <span className={`inline-flex h-12 w-12 items-center justify-center rounded-xl ${tone.iconClass}`}>
                  <Icon aria-hidden="true" size={24} strokeWidth={2} />
                </span>
                <span className={`rounded-full px-3 py-1 text-sm font-bold ${tone.chip}`}>
                  <span className="sr-only">{`${scoresLabel} `}</span>
                  {band.range}
                </span>
              </div>
              <h3 className="mt-5 text-xl font-bold">{band.name}</h3>
              <p className="mt-2 text-base text-slate-600">{band.description}</p>
            </li>
          );
        })}
      </ul>
      <p className="mx-auto mt-10 max-w-2xl text-center text-lg font-medium text-slate-800">{formula}</p>
    </div>
  );
}
