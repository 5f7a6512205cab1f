/**
 * Chart draws, one per task, each after the browser has painted a frame. ECharts draws a chart in
 * one go (options → layout → SVG, with its text measured and the page's layout read), about
 * 100–250 ms per pie under Lighthouse's 4× CPU slowdown; drawn in the effects of the commit that
 * mounts the result dialog, the three pies of the Ratings tab made one task of about 2.5 s there,
 * before the dialog could paint. Queued, the dialog paints first with the charts' placeholders of
 * the same size, then each chart appears in a task of its own, and input is handled in between.
 */

type Draw = () => void;

const pending: Draw[] = [];
let scheduled = false;

/** Runs the next draw in a task after the next frame, then schedules the one after it. */
function scheduleNext(): void {
  if (scheduled || pending.length === 0) return;
  scheduled = true;
  // requestAnimationFrame runs before the frame's paint; the timeout puts the draw after it.
  requestAnimationFrame(() => {
    setTimeout(() => {
      scheduled = false;
      pending.shift()?.();
      scheduleNext();
    }, 0);
  });
}

/**
 * Queues `draw` behind the draws already waiting; returns a function that takes it out of the queue
 * if it has not run yet (a chart unmounted before it was drawn).
 */
export function queueChartDraw(draw: Draw): () => void {
  // A wrapper of its own, so that the same function queued twice is two entries.
  const entry: Draw = () => draw();
  pending.push(entry);
  scheduleNext();
  return () => {
    const index = pending.indexOf(entry);
    if (index >= 0) pending.splice(index, 1);
  };
}
