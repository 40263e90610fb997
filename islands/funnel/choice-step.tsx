/** One question of the funnel as a real radio group: big tappable tiles with an icon, a label and a line of help. */
import type { LucideIcon } from "lucide-react";
import type { OptionCopy } from "../../src/shared/lead-options.ts";

export interface ChoiceStepProps<V extends string> {
  name: string;
  legendId: string;
  question: string;
  options: readonly V[];
  copy: Record<V, OptionCopy>;
  icons: Record<V, LucideIcon>;
  value: V | undefined;
  onChange: (value: V) => void;
}

export function ChoiceStep<V extends string>({ name, legendId, question, options, copy, icons, value, onChange }: ChoiceStepProps<V>) {
  return (
    <fieldset className="m-0 border-0 p-0" aria-labelledby={legendId}>
      <legend className="sr-only">{question}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {options.map((option, i) => {
          const Icon: LucideIcon = icons[option];
          // An odd last tile takes the whole row: no empty cell beside it, and its line of help fits on one line.
          const wide = i === options.length - 1 && options.length % 2 === 1 ? "sm:col-span-2 " : "";
          return (
            <label
              key={option}
              className={`${wide}group relative flex cursor-pointer items-start gap-4 rounded-2xl border-2 border-slate-200 bg-white p-4 transition-colors lg:py-3 hover:border-brand-300 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 motion-reduce:transition-none`}
            >
              <input
                type="radio"
                name={name}
                value={option}
                checked={value === option}
                onChange={() => onChange(option)}
                className="absolute inset-0 m-0 h-full w-full cursor-pointer appearance-none opacity-0"
              />
              <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-slate-100 text-slate-700 group-has-[:checked]:bg-brand-600 group-has-[:checked]:text-white">
                <Icon aria-hidden="true" size={22} strokeWidth={2} />
              </span>
              <span className="grid gap-0.5">
                <span className="text-base font-semibold text-slate-900">{copy[option].label}</span>
                <span className="text-sm text-slate-600">{copy[option].help}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
