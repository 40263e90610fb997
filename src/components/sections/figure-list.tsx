/** Figures (a number and its short label) as one list, in the look of the place it stands in. */
import type { Figure } from "../../content/types.ts";

/**
 * How one variant is marked up and drawn. A `dl` names each number by its label (term before
 * description, the number drawn first); a `ul` is for labels that finish the number's sentence
 * ("46% of all Google searches are…"), read as one line by assistive technology.
 */
interface Look {
  markup: "dl" | "ul";
  list: string;
  /** Fixed columns; without them the number of figures sets the columns (see `sectionColumns`). */
  columns?: string;
  item: string;
  value: string;
  label: string;
  /** A decorative bar across the top of each item. */
  bar?: string;
}

/** One card per figure, centred, the number large in the primary colour. */
const card = {
  markup: "dl",
  label: "text-[15px] font-medium text-slate-600",
  value: "m-0 mb-1 text-3xl font-extrabold tracking-tight text-brand-600 sm:text-4xl md:text-5xl",
} as const;

const looks = {
  /** Under the home hero's buttons: bare figures below a rule, two by two on phones, one row from sm. */
  hero: {
    markup: "dl",
    list: "mt-8 max-w-2xl gap-x-6 gap-y-6 border-t border-slate-200 pt-8",
    columns: "grid-cols-2 sm:grid-cols-4",
    item: "flex flex-col-reverse justify-end",
    value: "m-0 flex items-center gap-1.5 text-3xl font-extrabold tracking-tight text-slate-900",
    label: "mt-1 text-sm font-medium leading-snug text-slate-600",
  },
  /** Under a service hero's buttons: small boxes, the number beside its label on phones and above it from sm. */
  "hero-cards": {
    markup: "dl",
    list: "max-w-xl gap-3",
    columns: "sm:grid-cols-3",
    item: "flex flex-row-reverse items-center justify-end gap-4 rounded-2xl border border-slate-200 bg-white/80 px-4 py-3 shadow-sm sm:flex-col-reverse sm:items-start sm:gap-1 sm:py-4",
    value: "m-0 min-w-20 text-2xl font-extrabold tracking-tight text-brand-700 sm:min-w-0 sm:text-3xl",
    label: "text-sm leading-snug text-slate-600",
  },
  /** A section's figures, each in a card. */
  cards: { ...card, list: "gap-6", item: "card flex flex-col-reverse p-5 text-center sm:p-6" },
  /** Less padding and gap on phones, so that four figures like "10,000+" still fit two-up at 320 px. */
  "compact-cards": { ...card, list: "gap-4 sm:gap-6", item: "card flex flex-col-reverse items-center px-3 py-6 text-center sm:p-6" },
  /** Three figures that stack on phones, so the numbers can be larger at every width. */
  "large-cards": {
    markup: "dl",
    list: "gap-6",
    item: "card flex flex-col-reverse items-center justify-end p-6 text-center md:p-8",
    value: "m-0 text-5xl font-extrabold tracking-tight text-brand-600",
    label: "mt-2 max-w-[16rem] text-base font-medium text-slate-600",
  },
  /** Cards with a brand-to-teal bar on top; each figure is a sentence. */
  highlights: {
    markup: "ul",
    list: "gap-6",
    item: "card relative overflow-hidden p-7",
    bar: "absolute inset-x-0 top-0 h-1 bg-gradient-to-r from-brand-600 to-teal-500",
    value: "block text-5xl font-extrabold tracking-tight text-brand-600 md:text-6xl",
    label: "mt-3 block text-lg text-slate-700",
  },
  /** On a brand-colour section: translucent tiles, white numbers; each figure is a sentence. */
  band: {
    markup: "ul",
    list: "gap-4 md:gap-6",
    item: "rounded-2xl bg-white/10 px-4 py-6 text-center ring-1 ring-white/15 md:p-7",
    value: "block text-4xl font-extrabold tracking-tight text-white md:text-5xl",
    label: "mt-2 block text-[15px] font-medium text-brand-100 md:text-base",
  },
} satisfies Record<string, Look>;

export type FigureListVariant = keyof typeof looks;

/** In a section: three figures side by side from tablets; four two-up on phones and in one row on desktops. */
function sectionColumns(count: number): string {
  return count === 3 ? "md:grid-cols-3" : "grid-cols-2 lg:grid-cols-4";
}

/** The number and, if it has one, its icon, filled in the accent colour (amber) like the star of a rating. */
function Value({ figure }: { figure: Figure }) {
  const Icon = figure.icon;
  return (
    <>
      {figure.value}
      {Icon ? <Icon aria-hidden="true" size={22} strokeWidth={2} className="fill-amber-400 text-amber-500" /> : null}
    </>
  );
}

/**
 * @example <FigureList figures={useCopy(companyFiguresCopy).figures} variant="cards" />
 * @example <FigureList figures={biziagentHero.proof} variant="hero-cards" label="Results and facts" />
 */
export function FigureList({ figures, variant, label }: { figures: Figure[]; variant: FigureListVariant; label?: string }) {
  const look: Look = looks[variant];
  const list = `m-0 grid ${look.list} ${look.columns ?? sectionColumns(figures.length)}`;
  if (look.markup === "ul") {
    return (
      <ul aria-label={label} className={`${list} list-none p-0`}>
        {figures.map((figure) => (
          <li key={figure.label} className={look.item}>
            {look.bar ? <span aria-hidden="true" className={look.bar} /> : null}
            <p className="m-0">
              <strong className={look.value}>
                <Value figure={figure} />
              </strong>{" "}
              <span className={look.label}>{figure.label}</span>
            </p>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <dl aria-label={label} className={list}>
      {figures.map((figure) => (
        // The number is drawn first (flex-*-reverse), but the term (label) comes before its description.
        <div key={figure.label} className={look.item}>
          <dt className={look.label}>{figure.label}</dt>
          <dd className={look.value}>
            <Value figure={figure} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
