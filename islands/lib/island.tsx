/**
 * Declaring an island is one line at the end of its own file, with when it hydrates:
 *
 *   export default island("faq", Faq, { on: "interaction" });
 *
 * The name is the file's (islands/faq.tsx); the build finds every islands/*.tsx and the server's pages
 * render the default export like any component: <Faq items={…} />.
 *
 * On the server, the page render provides an IslandHost (src/render/island.tsx) that renders the
 * component as its own React root inside an <island-root> marker with its JSON props; in the browser
 * there is no host, so the same export renders the component itself when client.ts hydrates it.
 */
import { type ComponentType, type JSX, useContext } from "react";
import { type Hydration, IslandHost } from "../../src/shared/island-host.ts";

export type { Hydration };

type JsonPrimitive = string | number | boolean | null | undefined;

/** Any value JSON carries, for props whose shape is open (a row of any of several tables). */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * What a value looks like after JSON.stringify and JSON.parse, or `never` where it would not survive:
 * a Date would arrive as a string, a function or a Map not at all. Props constrained by it are plain data.
 */
export type Json<T> = T extends JsonPrimitive
  ? T
  : T extends Date | Map<unknown, unknown> | Set<unknown> | bigint | symbol | ((...args: never[]) => unknown)
    ? never
    : T extends readonly (infer Item)[]
      ? readonly Json<Item>[]
      : T extends object
        ? { [Key in keyof T]: Json<T[Key]> }
        : never;

export type Island<P> = ComponentType<P> & { islandName: string };

/**
 * @example export default island("faq", Faq, { on: "interaction" });
 */
export function island<P extends object>(
  name: string,
  Component: ComponentType<P>,
  hydration: Hydration,
  // A third argument is asked for, and cannot be given, exactly when the props are not plain data.
  ..._propsAreJson: P extends Json<P> ? [] : [error: "an island's props must survive JSON: no Date, function, Map or Set"]
): Island<P> {
  function IslandRoot(props: P) {
    const Host = useContext(IslandHost);
    if (Host) return <Host name={name} island={IslandRoot as ComponentType<object>} props={props} hydration={hydration} />;
    return <Component {...(props as P & JSX.IntrinsicAttributes)} />;
  }
  IslandRoot.displayName = `Island(${name})`;
  return Object.assign(IslandRoot, { islandName: name });
}
