// The page's entry. The page comes with the app's stylesheets and, on the main page, the first
// screen prerendered into it, so the browser draws that first screen before any script has run. The
// app itself is imported once that first frame has been painted: the download, evaluation and first
// render of its modules come after the first paint, not before it.
requestAnimationFrame(() => {
  setTimeout(() => void import('./main.tsx'));
});
