import { z } from 'zod';

// The server's content security policy forbids eval. Zod would otherwise try `new Function('')` once
// to learn whether it may compile its object parsers, and the browser reports that attempt as a
// policy violation; without the compiler zod parses the same, by interpretation. Imported first by
// main.tsx, before any module can parse.
z.config({ jitless: true });
