/** A box with a heading and the list under it, which the heading names for assistive technology. */
import type { ReactNode } from "react";

/** @example <TitledList id="notes" title="Good to know" className="card p-7" listClassName="m-0 list-none p-0">{items}</TitledList> */
export function TitledList({ id, title, className, listClassName, children }: { id: string; title: string; className: string; listClassName: string; children: ReactNode }) {
  return (
    <div className={className}>
      <h3 id={id} className="text-xl font-bold">
        {title}
      </h3>
      <ul aria-labelledby={id} className={listClassName}>
        {children}
      </ul>
    </div>
  );
}
