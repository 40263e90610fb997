/**
 * The admin's page script (client/admin-frame.page.ts) as every admin page names it: a module script, run after
 * the HTML is parsed, with its chunks preloaded. Allowed by the policy's 'self'; no inline code.
 */
import { useRenderState } from "../../render/render-context.ts";

const NAME = "admin-frame";

export function AdminPageScript() {
  const script = useRenderState().assets.pageScripts[NAME];
  if (!script) throw new Error(`No bundle for the page script "${NAME}": its file must be src/admin/frame/client/${NAME}.page.ts`);
  return (
    <>
      {script.imports.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      <script type="module" src={script.src} />
    </>
  );
}
