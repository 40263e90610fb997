/**
 * Imported first by every schema module the islands use. In the browser zod 4 must not probe
 * `new Function` for its JIT: our CSP forbids eval and Chrome reports the attempt as a violation.
 * The server keeps the faster JIT.
 */
import { z } from "zod";

if (typeof window !== "undefined") z.config({ jitless: true });
