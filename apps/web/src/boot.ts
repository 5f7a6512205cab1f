// The page's entry. The page comes with the app's stylesheets and, on the main page, the first
// screen prerendered into it, so the browser draws that first screen before any script has run. The
// app itself is imported once that first frame has been painted: the download, evaluation and first
// render of its modules come after the first paint, not before it. Zod (with its compiler switched
// off) and React DOM are imported first, each in a task of its own: the browser evaluates all the
// modules an import brings in one task, and the app's is the longest task of the start.
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

requestAnimationFrame(() => {
  setTimeout(async () => {
    await import('./zod-without-eval.ts');
    await nextTask();
    await import('react-dom/client');
    await nextTask();
    await import('./main.tsx');
  });
});
